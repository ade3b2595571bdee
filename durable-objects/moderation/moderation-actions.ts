// Carries out the filters' decisions on Twitch through one queue within Helix's budget (800 points a
// minute per token, a point each): an action goes out at once when the budget allows; one that must
// wait, or that Twitch answered 429 or 5xx, is stored and tried again by the alarm, so an eviction
// loses none. Any other refusal is final and noted in the log with Twitch's answer.
import { TokenBuckets } from '../../core/limits/token-buckets';
import type { ModerationRequest, ModerationResult } from '../../integrations/twitch/moderation-requests';
import { createOrderedTable } from '../storage/tables';

/** Helix's budget per token and minute; kept a little under so other calls on the token still fit. */
const helixPointsPerMinute = 700;
const maxAttempts = 6;
const table = 'moderation_outbox';

export type ActionDone = (logId: number | null, result: ModerationResult) => Promise<void>;

type Waiting = {
  seq: number;
  request: ModerationRequest;
  logId: number | null;
  attempts: number;
  notBefore: number;
};

export class ModerationActions {
  private readonly budget = new TokenBuckets(helixPointsPerMinute, 1);
  private created = false;
  private draining: Promise<void> | null = null;
  private nextTryAt: number | null = null;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly moderate: (request: ModerationRequest) => Promise<ModerationResult>,
    private readonly done: ActionDone,
    private readonly reschedule: () => Promise<void>,
  ) {}

  /** Loads when stored actions are due (after a restart the alarm resumes them). */
  load(): void {
    const first = this.waiting()[0];
    this.nextTryAt = first ? first.notBefore : null;
  }

  /** Sends at once when nothing waits and the budget allows; otherwise it joins the stored queue. */
  async send(request: ModerationRequest, logId: number | null): Promise<void> {
    const now = Date.now();
    if (this.nextTryAt === null && this.budget.take('helix', now).ok) {
      const result = await this.moderate(request);
      if (result.ok || !result.retry) return this.done(logId, result);
      return this.store(request, logId, 1, now + backoffMs(1));
    }
    return this.store(request, logId, 0, now);
  }

  nextAlarm(): number | null {
    return this.nextTryAt;
  }

  /** Works through the stored queue in order while the budget lasts. */
  alarm(now: number): Promise<void> {
    if (this.nextTryAt === null || this.nextTryAt > now) return Promise.resolve();
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drain(): Promise<void> {
    for (const item of this.waiting()) {
      const now = Date.now();
      if (item.notBefore > now) break;
      const spend = this.budget.take('helix', now);
      if (!spend.ok) {
        this.nextTryAt = now + spend.retryAfterSeconds * 1000;
        await this.reschedule();
        return;
      }
      const result = await this.moderate(item.request);
      const attempts = item.attempts + 1;
      if (result.ok || !result.retry || attempts >= maxAttempts) {
        this.storage.sql.exec(`DELETE FROM ${table} WHERE seq = ?`, item.seq);
        await this.done(item.logId, result);
      } else {
        this.storage.sql.exec(
          `UPDATE ${table} SET attempts = ?, not_before = ? WHERE seq = ?`,
          attempts,
          now + backoffMs(attempts),
          item.seq,
        );
      }
    }
    this.load();
    await this.reschedule();
  }

  private async store(request: ModerationRequest, logId: number | null, attempts: number, notBefore: number) {
    this.ensureTable();
    this.storage.sql.exec(
      `INSERT INTO ${table} (request, log_id, attempts, not_before) VALUES (?, ?, ?, ?)`,
      JSON.stringify(request),
      logId,
      attempts,
      notBefore,
    );
    this.nextTryAt = Math.min(this.nextTryAt ?? notBefore, notBefore);
    await this.reschedule();
  }

  private waiting(): Waiting[] {
    this.ensureTable();
    return this.storage.sql
      .exec<{ seq: number; request: string; log_id: number | null; attempts: number; not_before: number }>(
        `SELECT seq, request, log_id, attempts, not_before FROM ${table} ORDER BY seq`,
      )
      .toArray()
      .map((row) => ({
        seq: row.seq,
        request: JSON.parse(row.request) as ModerationRequest,
        logId: row.log_id,
        attempts: row.attempts,
        notBefore: row.not_before,
      }));
  }

  private ensureTable(): void {
    if (this.created) return;
    createOrderedTable(
      this.storage,
      table,
      'request TEXT NOT NULL, log_id INTEGER, attempts INTEGER NOT NULL, not_before INTEGER NOT NULL',
    );
    this.created = true;
  }
}

/** 2 s, 4 s, 8 s… at most a minute. */
function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** attempts);
}
