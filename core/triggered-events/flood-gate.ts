// How reactions of one event type stay sensible under a flood (a follow-bot wave, a gift bomb):
// at most `perMinute` go out in any minute; the rest are counted and said once, as one gathered
// message, when the minute is over. A pure state machine the channel keeps in storage.

export type FloodGate = {
  /** When each of the last minute's reactions went out (epoch ms). */
  sent: number[];
  /** Reactions held back since the last gathered message. */
  gathered: number;
  /** When the gathered message is due, null while nothing is held back. */
  flushAt: number | null;
};

export const openFloodGate: FloodGate = { sent: [], gathered: 0, flushAt: null };

export const triggeredEventsPerMinute = 10;
const minuteMs = 60_000;

/** Whether a reaction may go out now, and the gate after it (a held-back one is counted). */
export function passFloodGate(gate: FloodGate, now: number, perMinute = triggeredEventsPerMinute) {
  const sent = gate.sent.filter((at) => now - at < minuteMs);
  if (sent.length < perMinute && gate.gathered === 0)
    return { pass: true, gate: { ...gate, sent: [...sent, now] } };
  const oldest = sent[0] ?? now;
  return {
    pass: false,
    gate: { sent, gathered: gate.gathered + 1, flushAt: gate.flushAt ?? Math.max(now, oldest + minuteMs) },
  };
}

/** At or after `flushAt`: how many to gather into one message, and the gate after saying it. */
export function flushFloodGate(gate: FloodGate, now: number): { count: number; gate: FloodGate } {
  if (gate.flushAt === null || now < gate.flushAt || gate.gathered === 0) return { count: 0, gate };
  const sent = gate.sent.filter((at) => now - at < minuteMs);
  return { count: gate.gathered, gate: { sent: [...sent, now], gathered: 0, flushAt: null } };
}
