// Look-ups of other channels spend the one app token every channel shares: a global budget reads
// Helix's Ratelimit-* headers, refuses with a note before the bucket is empty, and shares what is
// left between channels.
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appTokenBudgetLimits, appTokenBudgetName } from '../../core/limits/app-token-budget';
import { routeOutboundFetch } from '../fakes/outbound';
import { dashboardRequest } from '../integration/session-helpers';
import { twitchChannelFixture } from './twitch-channel';

let first: Awaited<ReturnType<typeof twitchChannelFixture>>;
let second: Awaited<ReturnType<typeof twitchChannelFixture>>;
let third: Awaited<ReturnType<typeof twitchChannelFixture>>;
let lookups: string[];
let restore: () => void;

beforeEach(async () => {
  // The budget is one object for the deployment: each test starts it afresh.
  const budget = env.LIMITS.get(env.LIMITS.idFromName(appTokenBudgetName));
  await runInDurableObject(budget, (_, state) => state.storage.deleteAll());
  await evictDurableObject(budget);
  first = await twitchChannelFixture();
  first.restore();
  second = await twitchChannelFixture();
  second.restore();
  third = await twitchChannelFixture();
  third.restore();
  lookups = [];
  // Both channels' bots share the first fixture's Twitch, as they share the app token.
  const twitch = first.twitch.app;
  restore = routeOutboundFetch({
    'id.twitch.tv': twitch,
    'api.twitch.tv': {
      fetch: async (request) => {
        const url = new URL(request.url);
        const response = await twitch.fetch(request);
        // A 401 only means the app token cached by an earlier test's Twitch is minted again.
        if (url.pathname === '/helix/users' && url.searchParams.has('login') && response.status !== 401)
          lookups.push(url.searchParams.get('login') as string);
        return response;
      },
    },
  });
});
afterEach(() => restore());

async function preview(cookie: string, login: string): Promise<string> {
  const response = await exports.default.fetch(
    dashboardRequest(cookie, 'POST', '/api/keywords/preview', { text: '{targetLastGame}', message: login }),
  );
  return ((await response.json()) as { output: string }).output;
}

/** Looks up new channels until one is refused; how many were answered, and the refusal. */
async function lookUpUntilRefused(cookie: string, prefix: string) {
  let answered = 0;
  while (answered < 30) {
    const output = await preview(cookie, `${prefix}${answered}`);
    if (output.startsWith('(')) return { answered, refusal: output };
    answered++;
  }
  return { answered, refusal: '' };
}

describe('the app token budget shared by all channels', () => {
  it('honours what Helix says is left and refuses before the bucket is empty, fairly', {
    timeout: 30_000,
  }, async () => {
    // Another app call spent most of Twitch's minute: 40 points above the reserve are left.
    const bucket = { limit: 800, remaining: appTokenBudgetLimits.reserve + 40, resetAt: Date.now() + 50_000 };
    first.twitch.state.appRateLimit = bucket;
    // Channels Twitch knows, so each look-up is two calls (Get Users, then Get Channel Information).
    for (let n = 0; n < 30; n++)
      for (const prefix of ['first', 'second'])
        first.twitch.state.users[`${prefix}${n}`] = {
          id: String(70_000 + n * 2 + (prefix === 'first' ? 0 : 1)),
          name: `${prefix}${n}`,
        };

    const greedy = await lookUpUntilRefused(first.cookie, 'first');
    expect(greedy.refusal).toMatch(
      /^\(Twitch's allowance shared by all channels is nearly used up; try again in \d+ s\)$/,
    );
    // One channel took at most half of what was left (two points a look-up), never the reserve.
    expect(greedy.answered).toBeGreaterThan(0);
    expect(greedy.answered).toBeLessThanOrEqual(11);
    expect(bucket.remaining).toBeGreaterThanOrEqual(appTokenBudgetLimits.reserve);
    // The refused look-up never reached Twitch.
    expect(lookups).toHaveLength(greedy.answered);

    // The other channel still has its share.
    const other = await lookUpUntilRefused(second.cookie, 'second');
    expect(other.answered).toBeGreaterThan(0);
    expect(bucket.remaining).toBeGreaterThanOrEqual(appTokenBudgetLimits.reserve);
  });

  it('refuses at once when Helix says the bucket is down to the reserve', async () => {
    const bucket = { limit: 800, remaining: appTokenBudgetLimits.reserve + 2, resetAt: Date.now() + 50_000 };
    first.twitch.state.appRateLimit = bucket;
    // The first look-up is granted on what the budget knew, and hears the headers.
    expect(await preview(first.cookie, 'speedy')).toBe('Celeste');
    expect(await preview(second.cookie, 'someone')).toMatch(/^\(Twitch's allowance shared by all channels/);
    expect(lookups).toEqual(['speedy']);
    expect(bucket.remaining).toBe(appTokenBudgetLimits.reserve);
  });

  it('holds when three channels look up at the same time: never into the reserve, a share for each', {
    timeout: 60_000,
  }, async () => {
    const bucket = { limit: 800, remaining: appTokenBudgetLimits.reserve + 60, resetAt: Date.now() + 50_000 };
    first.twitch.state.appRateLimit = bucket;
    const channels = [first, second, third].map((channel, index) => ({
      cookie: channel.cookie,
      prefix: `c${index}x`,
    }));
    for (const { prefix } of channels)
      for (let n = 0; n < 30; n++)
        first.twitch.state.users[`${prefix}${n}`] = {
          id: `${prefix.length}${70_000 + n}${prefix}`,
          name: `${prefix}${n}`,
        };

    const runs = await Promise.all(channels.map(({ cookie, prefix }) => lookUpUntilRefused(cookie, prefix)));
    // Helix's bucket never went into what chat replies need, and each refusal is the budget's words.
    expect(bucket.remaining).toBeGreaterThanOrEqual(appTokenBudgetLimits.reserve);
    for (const run of runs) {
      expect(run.answered).toBeGreaterThan(0);
      expect(run.refusal).toMatch(
        /^\(Twitch's allowance shared by all channels is nearly used up; try again in \d+ s\)$/,
      );
    }
    // Only granted look-ups reached Twitch: two calls each, 60 points above the reserve at most.
    const answered = runs.reduce((sum, run) => sum + run.answered, 0);
    expect(lookups).toHaveLength(answered);
    expect(2 * answered).toBeLessThanOrEqual(60);
  });
});
