// The health banner's word when the outbox's cap dropped waiting replies: the streamer reads why some
// answers never reached chat, and when.
import type { Problem } from '../../core/health/problem';
import { recordProblem } from '../../db/channel-problems';
import type { ChannelContext } from '../channel-context';
import { maxWaitingReplies } from './outbox';

export const outboxDropProblemKey = 'chat:outboxDropped';

export function outboxDropProblem(count: number, at: number): Problem {
  const time = new Date(at).toISOString().slice(0, 16).replace('T', ' ');
  return {
    area: 'bot',
    severity: 'warning',
    message:
      `${count} of the bot's chat replies were dropped (${time} UTC): more than ${maxWaitingReplies} ` +
      "waited for Twitch's chat limit, so the oldest went unsaid. Fewer or shorter replies keep the bot on time.",
    action: { kind: 'open', label: 'Chat Commands', href: '/settings/chat' },
  };
}

/** The outbox's `noteDropped` for a channel: records the drop on the health banner. */
export function noteOutboxDrop(context: ChannelContext): (count: number) => Promise<void> {
  return async (count) => {
    const now = Date.now();
    console.warn(`Channel ${context.streamerId()}: ${count} waiting chat replies dropped`);
    await recordProblem(
      context.db(),
      context.streamerId(),
      outboxDropProblemKey,
      outboxDropProblem(count, now),
      now,
    );
  };
}
