// The channel's own subscriber badge through Helix Get Channel Chat Badges (protocols.md 3.6), with
// the app token. The carousel uses it as the default sub icon.
import type { ApiClient } from '@twurple/api';

/**
 * The 18 px (1x) image of the first version of the channel's `subscriber` set, or null when the
 * channel has none. The dashboard swaps the URL's last character for 3 to show the larger size.
 */
export async function fetchSubscriberBadgeUrl(app: ApiClient, streamerId: string): Promise<string | null> {
  const sets = await app.chat.getChannelBadges(streamerId);
  return sets.find((set) => set.id === 'subscriber')?.versions[0]?.getImageUrl(1) ?? null;
}
