// What the bot says to a channel-point redemption: the incrementor counts it when it is the
// counter's reward and answers; matching text replies answer too, keywords filled in for the redeemer.
// When nothing answers, the simulated chat is told why (as the Simulator says why chat goes unanswered).
import { splitChatMessage } from '../../core/chat/split-message';
import type { IncrementorSettings, Redemption } from '../../core/incrementor/incrementor';
import { renderIncrementorReply } from '../../core/incrementor/incrementor-reply';
import type { KeywordSources } from '../../core/keywords/definition';
import type { LiveEvent } from '../../core/live/live-event';
import { evaluateLongReply } from '../../core/redemptions/long-reply';
import {
  explainRedemptionSilence,
  incrementorCounts,
  redemptionSilence,
} from '../../core/redemptions/redemption-silence';
import { repliesForReward, type TextReply } from '../../core/redemptions/text-reply';

export type RedemptionDeps = {
  textReplies: TextReply[];
  incrementor: IncrementorSettings;
  redemptions: { add(redemption: Redemption): Promise<void>; list(): Promise<Redemption[]> };
  sources: KeywordSources;
  now: () => number;
  /** Where a note of why nothing answers goes: the simulated chat's (appendWhy); none for Twitch. */
  explainSilence?: (text: string) => Promise<void>;
};

/** The simulated chat's note for a redemption nothing answers; it names no viewer, so a flood's are alike. */
function unansweredRedemptionNote(
  reward: string,
  deps: Pick<RedemptionDeps, 'textReplies' | 'incrementor'>,
): string | null {
  const why = redemptionSilence(deps.textReplies, deps.incrementor, reward);
  return why && `Redemption not answered: ${explainRedemptionSilence(why, reward)}`;
}

export async function redemptionReplies(
  event: LiveEvent,
  reward: string,
  deps: RedemptionDeps,
): Promise<string[]> {
  const viewer = {
    userId: event.userId ?? `anonymous:${event.user ?? ''}`,
    userName: event.user ?? 'someone',
  };
  const count = (amount: number, points: number) =>
    deps.redemptions.add({ ...viewer, count: amount, points, at: deps.now() });
  const context = {
    message: event.message ?? '',
    random: Math.random,
    now: deps.now,
    sources: {
      ...deps.sources,
      incrementor: {
        userId: viewer.userId,
        add: (amount: number) => count(amount, 0),
        redemptions: deps.redemptions.list,
      },
    },
  };

  const note = unansweredRedemptionNote(reward, deps);
  if (note && deps.explainSilence) await deps.explainSilence(note);

  const messages: string[] = [];
  const counter = deps.incrementor;
  if (incrementorCounts(counter, reward)) {
    await count(1, event.amount ?? 0);
    messages.push(
      ...splitChatMessage(
        await renderIncrementorReply(counter, await deps.redemptions.list(), viewer, context),
      ),
    );
  }
  for (const reply of repliesForReward(deps.textReplies, reward)) {
    messages.push(
      ...splitChatMessage(await evaluateLongReply(reply.text, { ...context, username: viewer.userName })),
    );
  }
  return messages;
}
