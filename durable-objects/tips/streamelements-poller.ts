// Checks StreamElements for the channel's tips with its JWT. The StreamElements channel id is read
// once per saved token (/channels/me) and kept in DO storage beside a tag of the sealed token.
import {
  freshTimeCursor,
  stepTimeCursor,
  type TimeCursor,
  timeWindowStart,
} from '../../core/tips/tip-cursors';
import {
  fetchStreamElementsChannelId,
  fetchStreamElementsTips,
} from '../../integrations/tips/streamelements';
import type { TipVars } from '../../integrations/tips/tip-config';
import { openToken } from './tip-channel';
import type { TipServicePoller } from './tip-service-poller';

const channelKey = 'streamElementsChannel';
type CachedChannel = { tokenTag: string; channelId: string };

/** Names the saved token without revealing it: a digest of its sealed (encrypted) form. */
async function tagOf(sealed: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sealed));
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 12)));
}

export function streamElementsPoller(
  vars: TipVars,
  storage: DurableObjectStorage,
): TipServicePoller<TimeCursor> {
  return {
    refusal: 'StreamElements refused the JWT. Copy it again from StreamElements and save it.',
    fresh: freshTimeCursor,
    async check(settings, cursor, now) {
      const sealed = settings.streamElementsJwtEnc;
      if (!sealed) return { deliver: [], next: cursor, moved: false };
      const jwt = await openToken(vars, sealed);
      const tokenTag = await tagOf(sealed);
      let cached = await storage.get<CachedChannel>(channelKey);
      if (cached?.tokenTag !== tokenTag) {
        cached = { tokenTag, channelId: await fetchStreamElementsChannelId(jwt) };
        await storage.put(channelKey, cached);
      }
      // `after` is taken as exclusive: one millisecond earlier keeps a tip at the window's start.
      const listed = await fetchStreamElementsTips(
        jwt,
        cached.channelId,
        timeWindowStart(cursor, now) - 1,
        now,
      );
      return stepTimeCursor(cursor, listed, now);
    },
  };
}
