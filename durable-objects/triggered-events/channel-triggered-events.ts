// Triggered events inside a ChannelDO: on each channel event (EventSub, tip services and the Simulator
// alike) the enabled reactions of its type whose minimum it reaches and whose cooldown has passed are
// said in chat, keywords and the event's placeholders filled in; a raid can also bring Twitch's
// shoutout. Floods are held to a few reactions a minute per type plus one gathered message.
import { formatTipAmount } from '../../core/carousel/carousel-text';
import type { ChatMessage } from '../../core/chat/chat-message';
import type { LiveEvent } from '../../core/live/live-event';
import {
  type FloodGate,
  flushFloodGate,
  openFloodGate,
  passFloodGate,
} from '../../core/triggered-events/flood-gate';
import {
  minimumAmountOf,
  type TriggeredEvent,
  type TriggeredEventSettings,
  type TriggeredEventType,
  triggeredEventPlaceholders,
  triggeredEventTypeOf,
} from '../../core/triggered-events/triggered-event';
import { listTriggeredEvents, readTriggeredEventSettings } from '../../db/triggered-events';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart, ContentChange } from '../channel-part';
import { type ChatCommands, usageReply } from '../chat-commands';
import type { Delivery } from '../delivery/inbox';

const gatesKey = 'reactionFloodGates';

/** A type's flood gate, and whether the reactions it holds back came from test work. */
type Gates = Partial<Record<TriggeredEventType, { gate: FloodGate; isTest: boolean }>>;

export class ChannelTriggeredEvents implements ChannelPart {
  private triggeredEvents: TriggeredEvent[] | undefined;
  private settings: TriggeredEventSettings | undefined;
  private gates: Gates = {};
  /** When each reaction last spoke; a cooldown lost to an eviction only lets one more through. */
  private readonly lastSaid = new Map<string, number>();

  constructor(
    private readonly context: ChannelContext,
    private readonly now: () => number = Date.now,
  ) {}

  private get shoutouts() {
    return this.context.part('shoutouts');
  }

  async load(): Promise<void> {
    this.gates = (await this.context.storage.get<Gates>(gatesKey)) ?? {};
  }

  /** Events some reaction answers (all of its types until the channel's reactions are loaded). */
  takes(delivery: Delivery): boolean {
    if (delivery.kind !== 'event') return false;
    const type = triggeredEventTypeOf(delivery.event);
    if (!type) return false;
    return (
      this.triggeredEvents?.some(
        (triggeredEvent) => triggeredEvent.enabled && triggeredEvent.eventType === type,
      ) ?? true
    );
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    const type = triggeredEventTypeOf(event);
    if (!type) return;
    const now = this.now();
    const due = (await this.current()).filter(
      (triggeredEvent) =>
        triggeredEvent.enabled &&
        triggeredEvent.eventType === type &&
        minimumAmountOf(event) >= (triggeredEvent.minimum ?? 0) &&
        !this.isCoolingDown(triggeredEvent, now),
    );
    if (due.length === 0) return;
    const before = this.gates[type]?.gate ?? openFloodGate;
    const { pass, gate } = passFloodGate(before, now);
    await this.saveGate(type, gate, event.isTest);
    // The first reaction held back sets when the gathered message is due.
    if (gate.flushAt !== before.flushAt) await this.context.reschedule();
    if (!pass) return;
    for (const triggeredEvent of due) {
      this.lastSaid.set(triggeredEvent._id, now);
      await this.context.speech.sayTemplate(triggeredEvent.text, this.templateContext(event), event.isTest);
      if (triggeredEvent.shoutout && type === 'raid' && event.user)
        await this.shoutOut(event.user, event.isTest);
    }
  }

  async contentChanged(what: ContentChange): Promise<void> {
    if (what !== 'triggeredEvents') return;
    this.triggeredEvents = undefined;
    this.settings = undefined;
  }

  async nextAlarm(): Promise<number | null> {
    const times = Object.values(this.gates).flatMap((held) =>
      held?.gate.flushAt ? [held.gate.flushAt] : [],
    );
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Says each type's gathered message once its minute is over. */
  async alarm(now: number): Promise<void> {
    for (const [type, held] of Object.entries(this.gates) as [
      TriggeredEventType,
      Gates[TriggeredEventType],
    ][]) {
      if (!held) continue;
      const { count, gate } = flushFloodGate(held.gate, now);
      if (count === 0) continue;
      await this.saveGate(type, gate, held.isTest);
      const text = (await this.texts()).floodTexts[type] ?? '';
      await this.context.speech.sayTemplate(
        text,
        { username: '', message: '', placeholders: { count: String(count) } },
        held.isTest,
      );
    }
  }

  /** `!so <user>`. */
  chatCommands(): ChatCommands {
    return {
      shoutout: async (run) => (run.rest.trim() ? this.shoutout(run.message, run.rest) : usageReply(run)),
    };
  }

  /** `!so <user>`: the streamer's shoutout text at once, and Twitch's shoutout when Twitch allows it. */
  private async shoutout(message: ChatMessage, rest: string): Promise<string> {
    const target = rest.trim().split(/\s+/)[0]?.replace(/^@/, '') ?? '';
    const text = await this.context.speech.evaluateFor(
      (await this.texts()).shoutoutText,
      { username: message.chatterName, message: target },
      message.isTest,
    );
    const outcome = await this.shoutouts.request(target, message.isTest);
    return outcome.sent ? text : `${text} (${outcome.note})`;
  }

  /** What a raid's keywords see: the raider is the target ({target}, {targetLastGame}). */
  private templateContext(event: LiveEvent) {
    return {
      username: event.user ?? 'Anonymous',
      message: event.type === 'raid' ? (event.user ?? '') : (event.message ?? ''),
      placeholders: triggeredEventPlaceholders(event, formatTipAmount),
    };
  }

  private async shoutOut(login: string, isTest: boolean): Promise<void> {
    const outcome = await this.shoutouts.request(login, isTest);
    if (!outcome.sent) await this.context.speech.note(outcome.note, isTest);
  }

  private isCoolingDown(triggeredEvent: TriggeredEvent, now: number): boolean {
    const last = this.lastSaid.get(triggeredEvent._id);
    return (
      Boolean(triggeredEvent.cooldownSeconds) &&
      last !== undefined &&
      now - last < (triggeredEvent.cooldownSeconds ?? 0) * 1000
    );
  }

  private async current(): Promise<TriggeredEvent[]> {
    this.triggeredEvents ??= await listTriggeredEvents(this.context.db(), this.context.streamerId());
    return this.triggeredEvents;
  }

  private async texts(): Promise<TriggeredEventSettings> {
    this.settings ??= await readTriggeredEventSettings(this.context.db(), this.context.streamerId());
    return this.settings;
  }

  private async saveGate(type: TriggeredEventType, gate: FloodGate, isTest: boolean): Promise<void> {
    this.gates = { ...this.gates, [type]: { gate, isTest } };
    await this.context.storage.put(gatesKey, this.gates);
  }
}
