// The tip-service sockets as a part of the ChannelDO: loaded before any work, watched by the alarm,
// and delivering each tip through the channel's own event path.
import type { LiveEvent } from '../../core/live/live-event';
import type { SocketTipService, TipListenerState } from '../../core/tips/tip-requests';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import { readSocketTipToken, readTipChannel } from './tip-channel';
import { TipListeners, tipSocketOpeners } from './tip-listeners';

export class ChannelTips implements ChannelPart {
  private readonly listeners: TipListeners;

  constructor(
    private readonly context: ChannelContext,
    deliver: (event: LiveEvent) => Promise<void>,
  ) {
    this.listeners = new TipListeners({
      storage: context.storage,
      readChannel: () => readTipChannel(context.db(), context.channelId()),
      readToken: (service) => readSocketTipToken(context.env, context.db(), context.channelId(), service),
      deliver,
      reschedule: context.reschedule,
      openers: tipSocketOpeners,
    });
  }

  load(): Promise<void> {
    return this.listeners.load();
  }

  /** The bot joined or left, or the token of `changed` was saved or removed: the sockets follow. */
  async refresh(changed?: SocketTipService): Promise<void> {
    await this.listeners.refresh(changed);
    // A socket now wanted needs the watchdog; one no longer wanted frees the alarm.
    await this.context.reschedule();
  }

  states(): Record<SocketTipService, TipListenerState> {
    return this.listeners.states();
  }

  async nextAlarm(now: number): Promise<number | null> {
    return this.listeners.nextAlarm(now);
  }

  async alarm(now: number): Promise<void> {
    this.listeners.watchdog(now);
  }
}
