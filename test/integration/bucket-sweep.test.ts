// The cron's bounded sweep of an R2 prefix (worker/storage/bucket-sweep.ts): a run looks at a bounded
// number of keys, the next goes on where it stopped, and one that reaches the end starts over.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sweepBucket, sweepPagesPerRun } from '../../worker/storage/bucket-sweep';

/** Keys under a prefix of the test's own, each with a number. */
async function storedKeys(count: number) {
  const prefix = `sweep-test-${crypto.randomUUID()}/`;
  const keys = Array.from({ length: count }, (_, n) => `${prefix}${String(n).padStart(3, '0')}`);
  for (const key of keys) await env.MEDIA.put(key, 'x');
  const left = async () => (await env.MEDIA.list({ prefix })).objects.map((entry) => entry.key);
  return { prefix, keys, left };
}

describe('the bounded bucket sweep', () => {
  it('deletes at most its pages a run, goes on where it stopped, and keeps what is not due', async () => {
    const keysPerPage = 2;
    const perRun = keysPerPage * sweepPagesPerRun;
    const { prefix, keys, left } = await storedKeys(perRun + 4);
    // Every key is due but the first, which the sweep keeps however often it passes it.
    const sweep = {
      prefix,
      positionKey: `${prefix.slice(0, -1)}-position`,
      keysPerPage,
      isDue: (key: string) => key !== keys[0],
    };

    const first = await sweepBucket(env.MEDIA, sweep);
    expect(first).toEqual({ listed: perRun, deleted: perRun - 1 });
    expect(await left()).toEqual([keys[0], ...keys.slice(perRun)]);

    // The next run starts after the last key it looked at, reaches the end and starts over.
    const second = await sweepBucket(env.MEDIA, sweep);
    expect(second.deleted).toBe(4);
    expect(await left()).toEqual([keys[0]]);
    // Once the whole prefix was looked at, no position is kept.
    expect(await env.MEDIA.head(sweep.positionKey)).toBeNull();
  });
});
