// The incrementor's chat reply, rendered the same way by the bot and by the page's live preview.
import type { KeywordContext } from '../keywords/definition';
import { evaluateTemplate } from '../keywords/evaluate';
import {
  type IncrementorSettings,
  incrementorPlaceholders,
  type Redemption,
  tally,
  topListSize,
} from './incrementor';

export async function renderIncrementorReply(
  settings: IncrementorSettings,
  redemptions: Redemption[],
  viewer: { userId: string; userName: string },
  context: Omit<KeywordContext, 'username' | 'placeholders'>,
): Promise<string> {
  const now = context.now();
  const top = await Promise.all(
    tally(redemptions, 'total', 'count', now)
      .slice(0, topListSize)
      .map((entry) =>
        evaluateTemplate(settings.incrementorTopText, {
          ...context,
          username: entry.userName,
          placeholders: {
            username: entry.userName,
            count: String(entry.count),
            points: String(entry.points),
          },
        }),
      ),
  );
  return evaluateTemplate(settings.incrementorText, {
    ...context,
    username: viewer.userName,
    placeholders: incrementorPlaceholders(redemptions, viewer.userId, top.join(', '), now),
  });
}
