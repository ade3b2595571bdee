// Twitch shoutouts of one channel (a raider's, or !so): within Twitch's limits, one every 2 minutes
// and the same channel once an hour. One that cannot go now waits in a queue kept in storage and
// goes when allowed; one for a channel shouted out within the hour is skipped with a note.
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';

const gapMs = 2 * 60_000;
const sameChannelMs = 60 * 60_000;
const storageKey = 'shoutouts';

type Waiting = { login: string; isTest: boolean };
type ShoutoutState = { lastSentAt: number | null; recent: Record<string, number>; queue: Waiting[] };

const nothingYet: ShoutoutState = { lastSentAt: null, recent: {}, queue: [] };

/** What became of a shoutout asked for: said at once, or a note of why not yet (or not at all). */
export type ShoutoutOutcome = { sent: true } | { sent: false; note: string };

export class Shoutouts implements ChannelPart {
  private state: ShoutoutState = nothingYet;

  constructor(
    private readonly context: ChannelContext,
    /** A note for the streamer: the simulated chat for test work, the log otherwise. */
    private readonly noteFor: (note: string, isTest: boolean) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  async load(): Promise<void> {
    this.state = (await this.context.storage.get<ShoutoutState>(storageKey)) ?? nothingYet;
  }

  async request(login: string, isTest: boolean): Promise<ShoutoutOutcome> {
    const now = this.now();
    const key = login.toLowerCase();
    const last = this.state.recent[key];
    if (last !== undefined && now - last < sameChannelMs)
      return {
        sent: false,
        note: `Twitch's shoutout of ${login} is skipped: Twitch allows the same channel once an hour.`,
      };
    if (this.state.queue.some((waiting) => waiting.login.toLowerCase() === key))
      return { sent: false, note: `Twitch's shoutout of ${login} is already waiting its turn.` };
    if (this.state.lastSentAt !== null && now - this.state.lastSentAt < gapMs)
      return this.wait({ login, isTest }, now);
    return this.send({ login, isTest }, now);
  }

  async nextAlarm(): Promise<number | null> {
    return this.state.queue.length > 0 ? (this.state.lastSentAt ?? this.now()) + gapMs : null;
  }

  /** Sends the next waiting shoutout once Twitch allows it. */
  async alarm(now: number): Promise<void> {
    const [next, ...rest] = this.state.queue;
    if (!next || (this.state.lastSentAt !== null && now - this.state.lastSentAt < gapMs)) return;
    await this.save({ ...this.state, queue: rest });
    const outcome = await this.send(next, now);
    if (!outcome.sent) await this.noteFor(outcome.note, next.isTest);
  }

  private async send(waiting: Waiting, now: number): Promise<ShoutoutOutcome> {
    const result = await this.context.twitchFor(waiting.isTest).twitch.sendShoutout(waiting.login);
    if (result.ok) {
      const recent = Object.fromEntries(
        Object.entries(this.state.recent).filter(([, at]) => now - at < sameChannelMs),
      );
      await this.save({
        ...this.state,
        lastSentAt: now,
        recent: { ...recent, [waiting.login.toLowerCase()]: now },
      });
      return { sent: true };
    }
    // Twitch counted a shoutout we did not (sent from its own chat): wait the full gap from now.
    if (result.why === 'rateLimited') {
      await this.save({ ...this.state, lastSentAt: now });
      return this.wait(waiting, now);
    }
    return { sent: false, note: `Twitch's shoutout of ${waiting.login} did not go: ${result.reason}` };
  }

  private async wait(waiting: Waiting, now: number): Promise<ShoutoutOutcome> {
    await this.save({ ...this.state, queue: [...this.state.queue, waiting] });
    await this.context.reschedule();
    const at = (this.state.lastSentAt ?? now) + gapMs * this.state.queue.length;
    const seconds = Math.max(1, Math.ceil((at - now) / 1000));
    return {
      sent: false,
      note: `Twitch's shoutout of ${waiting.login} goes in about ${seconds} s (Twitch allows one every 2 minutes).`,
    };
  }

  private async save(state: ShoutoutState): Promise<void> {
    this.state = state;
    await this.context.storage.put(storageKey, state);
  }
}
