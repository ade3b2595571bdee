// Twitch shoutouts of one channel (a raider's, or !so): within Twitch's limits, one every 2 minutes
// and the same channel once an hour. One that cannot go now waits in a queue kept in storage and
// goes when allowed; one for a channel shouted out within the hour is skipped with a note. Test work
// (the Simulator) keeps a lane of its own, so a dry run never holds up a real shoutout.
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';

const gapMs = 2 * 60_000;
const sameChannelMs = 60 * 60_000;
const storageKey = 'shoutouts';

type Lane = { lastSentAt: number | null; recent: Record<string, number>; queue: string[] };
type Lanes = { real: Lane; test: Lane };

const emptyLane: Lane = { lastSentAt: null, recent: {}, queue: [] };
const nothingYet: Lanes = { real: emptyLane, test: emptyLane };
const laneOf = (isTest: boolean) => (isTest ? 'test' : 'real');

/** What became of a shoutout asked for: sent at once, or a note of why not yet (or not at all). */
export type ShoutoutOutcome = { sent: true } | { sent: false; note: string };

export class Shoutouts implements ChannelPart {
  private lanes: Lanes = nothingYet;

  constructor(
    private readonly context: ChannelContext,
    private readonly now: () => number = Date.now,
  ) {}

  async load(): Promise<void> {
    const stored = await this.context.storage.get<Partial<Lanes>>(storageKey);
    // Anything else stored under the key (an older shape) starts the lanes afresh.
    this.lanes = stored?.real && stored.test ? { real: stored.real, test: stored.test } : nothingYet;
  }

  async request(login: string, isTest: boolean): Promise<ShoutoutOutcome> {
    const now = this.now();
    const lane = this.lanes[laneOf(isTest)];
    const key = login.toLowerCase();
    const last = lane.recent[key];
    if (last !== undefined && now - last < sameChannelMs)
      return {
        sent: false,
        note: `Twitch's shoutout of ${login} is skipped: Twitch allows the same channel once an hour.`,
      };
    if (lane.queue.some((waiting) => waiting.toLowerCase() === key))
      return { sent: false, note: `Twitch's shoutout of ${login} is already waiting its turn.` };
    if (lane.lastSentAt !== null && now - lane.lastSentAt < gapMs) return this.wait(login, isTest, now);
    return this.send(login, isTest, now);
  }

  async nextAlarm(): Promise<number | null> {
    const times = Object.values(this.lanes)
      .filter((lane) => lane.queue.length > 0)
      .map((lane) => (lane.lastSentAt ?? this.now()) + gapMs);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Sends each lane's next waiting shoutout once Twitch allows it. */
  async alarm(now: number): Promise<void> {
    for (const isTest of [false, true]) {
      const lane = this.lanes[laneOf(isTest)];
      const [next, ...rest] = lane.queue;
      if (!next || (lane.lastSentAt !== null && now - lane.lastSentAt < gapMs)) continue;
      await this.save(isTest, { ...lane, queue: rest });
      const outcome = await this.send(next, isTest, now);
      if (!outcome.sent) await this.context.part('triggeredEvents').note(outcome.note, isTest);
    }
  }

  private async send(login: string, isTest: boolean, now: number): Promise<ShoutoutOutcome> {
    const result = await this.context.twitchFor(isTest).twitch.sendShoutout(login);
    const lane = this.lanes[laneOf(isTest)];
    if (result.ok) {
      const recent = Object.fromEntries(
        Object.entries(lane.recent).filter(([, at]) => now - at < sameChannelMs),
      );
      await this.save(isTest, {
        ...lane,
        lastSentAt: now,
        recent: { ...recent, [login.toLowerCase()]: now },
      });
      return { sent: true };
    }
    // Twitch counted a shoutout we did not (one sent from Twitch's own chat): wait a full gap from now.
    if (result.why === 'rateLimited') {
      await this.save(isTest, { ...lane, lastSentAt: now });
      return this.wait(login, isTest, now);
    }
    return { sent: false, note: `Twitch's shoutout of ${login} did not go: ${result.reason}` };
  }

  private async wait(login: string, isTest: boolean, now: number): Promise<ShoutoutOutcome> {
    const lane = this.lanes[laneOf(isTest)];
    await this.save(isTest, { ...lane, queue: [...lane.queue, login] });
    await this.context.reschedule();
    const at = (lane.lastSentAt ?? now) + gapMs * (lane.queue.length + 1);
    const seconds = Math.max(1, Math.ceil((at - now) / 1000));
    return {
      sent: false,
      note: `Twitch's shoutout of ${login} goes in about ${seconds} s (Twitch allows one every 2 minutes).`,
    };
  }

  private async save(isTest: boolean, lane: Lane): Promise<void> {
    this.lanes = { ...this.lanes, [laneOf(isTest)]: lane };
    await this.context.storage.put(storageKey, this.lanes);
  }
}
