// A failure outside the product (a tip service unreachable, no internet) repeats at every try. The
// terminal gets it once, then only a count now and then, and a line when it works again: never a line
// (or a stack trace) per try.

/** How often, at most, a failure still going on is counted in the log. */
export const repeatSummaryEveryMs = 10 * 60_000;

type Failing = { message: string; since: number; summarizedAt: number; repeats: number; total: number };

export class RepeatedFailureLog {
  private readonly failing = new Map<string, Failing>();

  constructor(
    private readonly write: (line: string) => void,
    private readonly summaryEveryMs = repeatSummaryEveryMs,
  ) {}

  /** `what` failed (e.g. "StreamElements tip check") for `why`; a new reason is logged as new. */
  failed(what: string, why: string, now: number): void {
    const entry = this.failing.get(what);
    if (!entry || entry.message !== why) {
      this.failing.set(what, { message: why, since: now, summarizedAt: now, repeats: 0, total: 1 });
      this.write(`${what} failed: ${why} Retrying; repeats of this are counted, not logged each time.`);
      return;
    }
    entry.repeats += 1;
    entry.total += 1;
    if (now - entry.summarizedAt < this.summaryEveryMs) return;
    this.write(
      `${what} still failing: ${entry.repeats} more ${plural(entry.repeats, 'time')} since ${clock(entry.summarizedAt)} (${why})`,
    );
    entry.repeats = 0;
    entry.summarizedAt = now;
  }

  /** `what` worked: said once when it had been failing. */
  succeeded(what: string): void {
    const entry = this.failing.get(what);
    if (!entry) return;
    this.failing.delete(what);
    this.write(
      `${what} works again, after failing ${entry.total} ${plural(entry.total, 'time')} since ${clock(entry.since)}.`,
    );
  }
}

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);
const clock = (at: number) => `${new Date(at).toISOString().slice(11, 19)} UTC`;
