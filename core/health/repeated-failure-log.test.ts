import { describe, expect, it } from 'vitest';
import { RepeatedFailureLog, repeatSummaryEveryMs } from './repeated-failure-log';

const start = Date.UTC(2026, 10, 27, 8, 0, 0);
const every20s = (n: number) => start + n * 20_000;

function logged() {
  const lines: string[] = [];
  return { lines, log: new RepeatedFailureLog((line) => lines.push(line)) };
}

describe('a repeated outside failure', () => {
  it('is logged once, then counted every ten minutes, never once per try', () => {
    const { lines, log } = logged();
    const why = 'api.streamelements.com could not be reached.';
    // An hour of checks every 20 seconds: 180 tries.
    for (let i = 0; i < 180; i++) log.failed('StreamElements tip check', why, every20s(i));
    expect(lines[0]).toBe(
      'StreamElements tip check failed: api.streamelements.com could not be reached. Retrying; repeats of this are counted, not logged each time.',
    );
    expect(lines).toHaveLength(1 + Math.floor((179 * 20_000) / repeatSummaryEveryMs));
    expect(lines[1]).toBe(
      'StreamElements tip check still failing: 30 more times since 08:00:00 UTC (api.streamelements.com could not be reached.)',
    );
    for (const line of lines) expect(line).not.toMatch(/\n|\bat \S+ \(/);
  });

  it('says once that it works again, with the count, and starts afresh', () => {
    const { lines, log } = logged();
    log.failed('Streamlabs tip check', 'streamlabs.com answered HTTP 503.', every20s(0));
    log.failed('Streamlabs tip check', 'streamlabs.com answered HTTP 503.', every20s(1));
    log.succeeded('Streamlabs tip check');
    log.succeeded('Streamlabs tip check');
    expect(lines.slice(1)).toEqual([
      'Streamlabs tip check works again, after failing 2 times since 08:00:00 UTC.',
    ]);
    log.failed('Streamlabs tip check', 'streamlabs.com answered HTTP 503.', every20s(2));
    expect(lines).toHaveLength(3);
  });

  it('logs a new reason, and each service apart', () => {
    const { lines, log } = logged();
    log.failed('StreamElements tip check', 'api.streamelements.com answered HTTP 500.', every20s(0));
    log.failed('StreamElements tip check', 'api.streamelements.com could not be reached.', every20s(1));
    log.failed('Streamlabs tip check', 'streamlabs.com could not be reached.', every20s(1));
    log.failed('Streamlabs tip check', 'streamlabs.com could not be reached.', every20s(2));
    expect(lines).toHaveLength(3);
  });
});
