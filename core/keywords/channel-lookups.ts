// Keywords that read another channel ({targetLastGame}, {targetLastTitle}) ask Twitch with the app
// token every channel's bot shares. So each answer is cached per login for ten minutes, one reply or
// preview may look up at most three channels, and a channel's look-ups draw on their own allowance per
// minute: a template full of look-ups cannot use up what the bot's replies need. Above that, the app
// token's budget shared by all channels may refuse (core/limits/app-token-budget.ts): the keyword
// then shows its reason as a note.
import { AppTokenBudgetRefusal } from '../limits/app-token-budget';
import { TokenBuckets } from '../limits/token-buckets';
import { KeywordError } from './definition';

export type LookedUpChannel = { game: string; title: string } | null;

export const lookupLimits = {
  cacheMs: 10 * 60_000,
  perReply: 3,
  perMinute: 30,
  cachedLogins: 500,
} as const;

export class ChannelLookups {
  private readonly cache = new Map<string, { info: LookedUpChannel; at: number }>();
  private readonly allowance = new TokenBuckets(lookupLimits.perMinute, 1);

  constructor(
    private readonly fetchInfo: (login: string) => Promise<LookedUpChannel>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A look-up for one reply or preview: distinct logins beyond the limit are refused with a note. */
  forOneReply(): (login: string) => Promise<LookedUpChannel> {
    const asked = new Set<string>();
    return async (login) => {
      const key = login.toLowerCase();
      if (!asked.has(key) && asked.size >= lookupLimits.perReply)
        throw new KeywordError(`at most ${lookupLimits.perReply} channels can be looked up in one reply`);
      asked.add(key);
      return this.lookUp(key);
    };
  }

  private async lookUp(login: string): Promise<LookedUpChannel> {
    const now = this.now();
    const cached = this.cache.get(login);
    if (cached && now - cached.at < lookupLimits.cacheMs) return cached.info;
    if (!this.allowance.take('lookups', now).ok)
      throw new KeywordError('too many channel look-ups this minute; try again shortly');
    const info = await this.fetchInfo(login).catch((error: unknown) => {
      throw error instanceof AppTokenBudgetRefusal ? new KeywordError(error.message) : error;
    });
    this.cache.delete(login);
    this.cache.set(login, { info, at: now });
    if (this.cache.size > lookupLimits.cachedLogins) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return info;
  }
}
