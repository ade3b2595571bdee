// Back-off for overlay sockets: OBS keeps a browser source open for hours, so a dropped socket must
// come back on its own without hammering the server when many overlays reconnect at once.

export const reconnectBaseMs = 500;
export const reconnectMaxMs = 30_000;

/** Delay before reconnect attempt `attempt` (0-based): exponential, capped, with full jitter in its upper half. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(reconnectMaxMs, reconnectBaseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
