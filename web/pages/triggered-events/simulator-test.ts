// The Test button's errand: fire a sample event in the Simulator and report what the bot added to
// the simulated chat meanwhile (the log before and after, compared line by line).
import { api, failureReason } from '../../api';
import type { SampleEvent } from './triggered-event-preview';

export type TestOutcome = { ok: true; lines: string[] } | { ok: false; reason: string };

type ChatLine = { text: string; at: number };

async function simulatedChat(): Promise<ChatLine[]> {
  const response = await api.simulator.chat.$get();
  if (!response.ok) throw new Error(await failureReason(response));
  return (await response.json()).messages;
}

/** Lines of `after` that `before` did not have (the log keeps its last 100, so compare, not count). */
function addedLines(before: ChatLine[], after: ChatLine[]): string[] {
  const seen = new Map<string, number>();
  for (const line of before)
    seen.set(`${line.at}:${line.text}`, (seen.get(`${line.at}:${line.text}`) ?? 0) + 1);
  return after.flatMap((line) => {
    const key = `${line.at}:${line.text}`;
    const left = seen.get(key) ?? 0;
    if (left === 0) return [line.text];
    seen.set(key, left - 1);
    return [];
  });
}

export async function fireSampleEvent(sample: SampleEvent): Promise<TestOutcome> {
  try {
    const before = await simulatedChat();
    const response = await api.simulator.event.$post({ json: sample });
    if (!response.ok) return { ok: false, reason: await failureReason(response) };
    return { ok: true, lines: addedLines(before, await simulatedChat()) };
  } catch (error) {
    return {
      ok: false,
      reason:
        error instanceof Error && !(error instanceof TypeError) && error.message
          ? error.message
          : 'Could not reach the server. Check your connection and try again.',
    };
  }
}
