// Takes in the channel's acknowledged deliveries. With nothing waiting, a delivery's work is done before
// it is acknowledged and only its id is stored (a crash before the answer leaves Twitch to send it
// again, and the parts that keep state skip an event they already took by its id). Otherwise it waits
// in the inbox, stored before the answer, and is worked through oldest first, each part once per item
// even across crashes (the inbox marks progress by the part's name); a failing item is tried again by
// the alarm and given up after a few attempts so it cannot block the channel.
import type { ChatAnswer, ModerationNote } from '../../core/chat/chat-answer';
import type { ChatMessage } from '../../core/chat/chat-message';
import type { ChannelPart } from '../channel-part';
import type { AlarmClock } from './alarm-clock';
import type { Delivery, Inbox, InboxItem } from './inbox';
import { RecentIds } from './recent-ids';

/** An item that fails (or crashes the object) this often is given up. */
const maxInboxAttempts = 5;
/** How soon the alarm tries a failed inbox item again. */
const inboxRetryMs = 5000;
/** How many plain-chat message ids are remembered to recognise Twitch's repeats. */
const plainChatMemory = 2000;

export class Intake {
  private draining: Promise<void> | null = null;
  /** Deliveries whose work is being done at once, by id: a copy arriving meanwhile waits for it. */
  private readonly underWay = new Map<string, Promise<void>>();
  private readonly recentPlainChat = new RecentIds(plainChatMemory);

  constructor(
    private readonly inbox: Inbox,
    /** The parts by stable name, in the order they take work. */
    private readonly parts: () => [string, ChannelPart][],
    private readonly clock: AlarmClock,
    /** Runs after the inbox empties (going live may change what the channel wants). */
    private readonly afterWork: () => Promise<void>,
    /** The bot's own messages reach no part: it never answers, counts or flies its own chat. */
    private readonly isOwnMessage: (message: ChatMessage) => Promise<boolean>,
  ) {}

  /**
   * Takes in a delivery (deduped by id): done at once, or stored to wait its turn, before this
   * returns; false for a repeat.
   */
  async accept(id: string, delivery: Delivery): Promise<boolean> {
    const underWay = this.underWay.get(id);
    if (underWay) {
      // Answered once the first copy's work is done, so neither is acknowledged before it.
      await underWay;
      return false;
    }
    if (this.draining || this.inbox.pending > 0 || !this.safeToRedo(delivery))
      return this.store(id, delivery);
    if (this.inbox.wasSeen(id, Date.now())) return false;
    const done = this.workAtOnce(id, delivery);
    this.underWay.set(id, done);
    try {
      await done;
    } finally {
      this.underWay.delete(id);
    }
    return true;
  }

  /** Stores a delivery to be worked through after what is before it. */
  private async store(id: string, delivery: Delivery): Promise<boolean> {
    if (!this.inbox.accept(id, delivery, Date.now())) return false;
    // The alarm is the safety net: if the object is evicted or crashes, it resumes the inbox.
    if (!this.clock.inboxAlarmSet()) await this.clock.schedule();
    void this.drain();
    return true;
  }

  /**
   * Does a delivery's work now; resolves once it is done and its id stored, or, when it failed, once
   * it is stored first in the inbox for the alarm to try again. What arrives meanwhile waits in the
   * inbox and is worked through after it.
   */
  private workAtOnce(id: string, delivery: Delivery): Promise<void> {
    const item: InboxItem = { seq: 0, delivery, doneParts: [], attempts: 0 };
    const outcome = this.work(item, false).then(
      () => {
        this.inbox.remember(id, Date.now());
        return true;
      },
      (error: unknown) => {
        console.error(`a ${delivery.kind} delivery failed; stored to retry soon:`, error);
        this.inbox.acceptFailed(id, delivery, Date.now(), item.doneParts);
        return false;
      },
    );
    this.draining = outcome
      .then((worked) => (worked ? this.workThrough() : this.clock.schedule(inboxRetryMs)))
      .finally(() => {
        this.draining = null;
      });
    return outcome.then(() => undefined);
  }

  /**
   * Chat that is not a command, while a part wants it: handed straight to the parts, with no storage
   * write. What they do with it lives only while the stream does (emotes flying, a count toward the
   * next announcement), so there is nothing to keep; repeats are recognised in memory.
   */
  async takePlainChat(id: string, message: ChatMessage): Promise<boolean> {
    if (!this.recentPlainChat.add(id)) return false;
    await this.answerChat(message);
    return true;
  }

  /** Chat handed to every part at once (plain chat, the Simulator's); what the bot answers, or why not. */
  async answerChat(message: ChatMessage): Promise<ChatAnswer> {
    const kept = await this.admit(message);
    if (kept) return kept;
    const replies: string[] = [];
    let why: ChatAnswer['why'];
    for (const [, part] of this.parts()) {
      const answer = await part.receiveChat?.(message);
      replies.push(...(answer?.replies ?? []));
      why ??= answer?.why;
    }
    return replies.length > 0 ? { replies } : { replies, why };
  }

  /**
   * The one gate every chat message passes before the parts answer it, at once or from the inbox: the
   * bot's own messages are kept out (it never answers, counts or flies its own chat); then what the
   * parts know of the chatter goes on it (a listed regular), so the filters see it; then the filters.
   * Why it reaches no part, or null when it does.
   */
  private async admit(message: ChatMessage): Promise<ChatAnswer | null> {
    if (await this.isOwnMessage(message)) return { replies: [], why: 'ownAccount' };
    for (const [, part] of this.parts()) await part.recognize?.(message);
    const moderation = await this.screen(message);
    return moderation ? { replies: [], moderation } : null;
  }

  /** The first screening part's action on the message, or null when every screen lets it through. */
  private async screen(message: ChatMessage): Promise<ModerationNote | null> {
    for (const [, part] of this.parts()) {
      if (!part.screenChat) continue;
      const note = await part.screenChat(message);
      if (note) return note;
    }
    return null;
  }

  /**
   * Whatever woke the object, work a crash left in the inbox resumes; the oldest item may have been
   * under way, so that counts as an attempt at it.
   */
  async resume(): Promise<void> {
    const interrupted = this.inbox.oldest();
    if (!interrupted) return;
    this.inbox.attemptFailed(interrupted);
    if (!this.clock.inboxAlarmSet()) await this.clock.schedule();
    void this.drain();
  }

  /** Resolves once what the inbox holds has been worked through (or has stopped on a failure). */
  async settled(): Promise<void> {
    await this.draining;
  }

  drain(): Promise<void> {
    this.draining ??= this.workThrough().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** Oldest first, each item once; a failing item stops the line and the alarm tries again. */
  private async workThrough(): Promise<void> {
    for (let item = this.inbox.oldest(); item; item = this.inbox.oldest()) {
      if (item.attempts >= maxInboxAttempts) {
        console.error(
          `inbox item ${item.seq} (${item.delivery.kind}) given up after ${item.attempts} attempts`,
        );
        this.inbox.finish(item);
        continue;
      }
      try {
        await this.work(item);
      } catch (error) {
        this.inbox.attemptFailed(item);
        console.error(`inbox item ${item.seq} (${item.delivery.kind}) failed; retrying soon:`, error);
        await this.clock.schedule(inboxRetryMs);
        return;
      }
      this.inbox.finish(item);
    }
    // The inbox is empty: the alarm goes back to what the parts need, or, if the inbox's alarm is
    // still set, when it fires in a few seconds (a burst of chat then costs one scheduling, not one each).
    if (!this.clock.inboxAlarmSet()) await this.clock.schedule();
    await this.afterWork();
  }

  /**
   * Hands the item to each part that takes its kind and has not finished with it yet; `stored`: the
   * item is in the inbox, where each finished part is marked (work done at once is marked in memory).
   */
  private async work(item: InboxItem, stored = true): Promise<void> {
    const { delivery } = item;
    // A message the filters acted on (or the bot's own) reaches no part: a command in it does not run.
    if (delivery.kind === 'chat' && (await this.admit(delivery.message))) return;
    const takers = this.takers(delivery).filter(([name]) => !item.doneParts.includes(name));
    for (const [turn, [name, part]] of takers.entries()) {
      if (delivery.kind === 'chat') await part.receiveChat?.(delivery.message);
      else await part.receiveEvent?.(delivery.event);
      // After the last part the item is deleted in the same write, so its mark would be wasted.
      if (!stored) item.doneParts.push(name);
      else if (turn < takers.length - 1 && !part.rerunsHarmlessly) this.inbox.partDone(item, name);
    }
  }

  /** The parts that take a delivery, in order. */
  private takers(delivery: Delivery): [string, ChannelPart][] {
    return this.parts().filter(
      ([, part]) =>
        (delivery.kind === 'chat' ? part.receiveChat : part.receiveEvent) && (part.takes?.(delivery) ?? true),
    );
  }

  /**
   * Whether the delivery's work may be done before it is stored: a crash part-way then has Twitch send
   * it again, which only parts that rerun harmlessly may see twice. The last part is the exception, as
   * in the inbox (whose item is deleted after it): what it does is said at least once.
   */
  private safeToRedo(delivery: Delivery): boolean {
    return this.takers(delivery)
      .slice(0, -1)
      .every(([, part]) => part.rerunsHarmlessly);
  }
}
