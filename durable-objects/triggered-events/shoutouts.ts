// Twitch shoutouts of one channel (a raider's, or !so): within Twitch's limits, one every 2 minutes
// and the same channel once an hour. One that cannot go now waits in a queue kept in storage and
// goes when allowed; one for a channel shouted out within the hour is skipped with a note. The queue is
// bounded: at most 5 wait (10 minutes of Twitch's pace), and one that waited 10 minutes is dropped
// with a note, as a raid that long ago is old news. Test work (the Simulator) keeps a lane of its own,
// so a dry run never holds up a real shoutout.
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';

const gapMs = 2 * 60_000;
const sameChannelMs = 60 * 60_000;
const storageKey = 'shoutouts';
export const maxWaitingShoutouts = 5;
export const maxShoutoutWaitMs = 10 * 60_000;

type Waiting = { login: string; since: number };
type Lane = { lastSentAt: number | null; recent: Record<string, number>; queue: Waiting[] };
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
    this.lanes =
      stored?.real && stored.test
        ? { real: waitingFrom(stored.real), test: waitingFrom(stored.test) }
        : nothingYet;
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
    if (lane.queue.some((waiting) => waiting.login.toLowerCase() === key))
      return { sent: false, note: `Twitch's shoutout of ${login} is already waiting its turn.` };
    if (lane.queue.length >= maxWaitingShoutouts)
      return {
        sent: false,
        note: `Twitch's shoutout of ${login} is skipped: ${maxWaitingShoutouts} shoutouts already wait (Twitch allows one every 2 minutes).`,
      };
    if (lane.lastSentAt !== null && now - lane.lastSentAt < gapMs) return this.wait(login, isTest, now);
    return this.send(login, isTest, now);
  }

  async nextAlarm(): Promise<number | null> {
    const times = Object.values(this.lanes)
      .filter((lane) => lane.queue.length > 0)
      .map((lane) => (lane.lastSentAt ?? this.now()) + gapMs);
    // A waiting shoutout that grows too old is dropped when it does, even if Twitch would not allow one yet.
    const expiries = Object.values(this.lanes).flatMap((lane) =>
      lane.queue.map((waiting) => waiting.since + maxShoutoutWaitMs),
    );
    times.push(...expiries);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Sends each lane's next waiting shoutout once Twitch allows it. */
  async alarm(now: number): Promise<void> {
    for (const isTest of [false, true]) {
      const stale = this.lanes[laneOf(isTest)].queue.filter((w) => now - w.since >= maxShoutoutWaitMs);
      if (stale.length > 0) await this.dropStale(stale, isTest);
      const lane = this.lanes[laneOf(isTest)];
      const [next, ...rest] = lane.queue;
      if (!next || (lane.lastSentAt !== null && now - lane.lastSentAt < gapMs)) continue;
      await this.save(isTest, { ...lane, queue: rest });
      const outcome = await this.send(next.login, isTest, now);
      if (!outcome.sent) await this.context.speech.note(outcome.note, isTest);
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

  private async dropStale(stale: Waiting[], isTest: boolean): Promise<void> {
    const lane = this.lanes[laneOf(isTest)];
    await this.save(isTest, { ...lane, queue: lane.queue.filter((waiting) => !stale.includes(waiting)) });
    const minutes = maxShoutoutWaitMs / 60_000;
    for (const { login } of stale)
      await this.context.speech.note(
        `Twitch's shoutout of ${login} is dropped: it waited ${minutes} minutes for its turn.`,
        isTest,
      );
  }

  private async wait(login: string, isTest: boolean, now: number): Promise<ShoutoutOutcome> {
    const lane = this.lanes[laneOf(isTest)];
    await this.save(isTest, { ...lane, queue: [...lane.queue, { login, since: now }] });
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

/** A lane as stored; queues from before waits were timed (bare logins) wait from now. */
function waitingFrom(lane: Lane): Lane {
  const queue = (lane.queue as (Waiting | string)[]).map((waiting) =>
    typeof waiting === 'string' ? { login: waiting, since: Date.now() } : waiting,
  );
  return { ...lane, queue };
}
