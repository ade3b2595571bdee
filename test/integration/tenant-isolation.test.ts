// Tenant isolation, route by route: streamer B tries every route that reads or changes channel data
// with A's ids, numbers and keys. B's answer must hold nothing of A's, and nothing A keeps may change.
// Every API route needs a row here or a reason in `leftOut`, so a new route cannot go untried.
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import type { StreamerFixture } from './live-events-fixture';
import { attempts, leftOut } from './tenant-attempts';
import {
  type Alpha,
  alphaChannel,
  answerTo,
  betaChannel,
  channelSnapshot,
  leaks,
  requestOf,
  secretsOf,
  untilStill,
} from './tenant-fixture';

/** What the routes B reads answer A; minting a link code would change what A keeps, so it is not read. */
const ownerReads = attempts.filter(
  (attempt) => attempt.route.startsWith('GET ') && attempt.route !== 'GET /api/discord/code',
);
const readAll = async (a: Alpha) => {
  const pages: Record<string, { status: number; text: string }> = {};
  for (const attempt of ownerReads)
    pages[`${attempt.route}: ${attempt.tries}`] = await answerTo(requestOf(attempt, a, a).request);
  return pages;
};

describe('tenant isolation', () => {
  let a: Alpha;
  let b: StreamerFixture;
  let asAReadsBefore: Awaited<ReturnType<typeof readAll>>;

  beforeAll(async () => {
    a = await alphaChannel();
    b = await betaChannel();
    // The first read starts what A's pages fetch lazily (goal totals, emote sets); the second is the one kept.
    await readAll(a);
    await untilStill(a.streamerId);
    asAReadsBefore = await readAll(a);
    await untilStill(a.streamerId);
  }, 120_000);

  it('has a row, or a reason it is left out, for every API route', () => {
    const routes = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path}`),
    );
    const covered = new Set([...attempts.map((attempt) => attempt.route), ...Object.keys(leftOut)]);
    expect([...covered].sort()).toEqual([...routes].sort());
  });

  it.each(attempts.map((attempt) => [`${attempt.route}: B tries ${attempt.tries}`, attempt] as const))(
    '%s',
    async (_name, attempt) => {
      const before = await channelSnapshot(a.streamerId);
      const { request, sent } = requestOf(attempt, a, b);
      const answer = await answerTo(request);
      expect(answer.status, answer.text).toBe(attempt.status);
      expect(leaks(answer.text, sent, secretsOf(a))).toEqual([]);
      expect(await channelSnapshot(a.streamerId)).toEqual(before);
    },
  );

  it('leaves A reading every page as before', async () => {
    expect(await readAll(a)).toEqual(asAReadsBefore);
  });
});
