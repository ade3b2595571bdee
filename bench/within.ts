// Every wait inside a scenario has its own bound, so a message or page event that never comes fails the
// scenario at once, naming what did not arrive, instead of leaving it to the runner's limit.

/** `promise`, or a failure saying `what` did not arrive within `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits for `socket` to open, at most 15 s; `what` names it in the failure ("the emote socket"). */
export function opened(socket: WebSocket, what: string): Promise<unknown> {
  return within(
    new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', () => reject(new Error(`${what} did not open`)));
    }),
    15_000,
    `${what}'s opening`,
  );
}
