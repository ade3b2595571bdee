// Deletes what is due under a prefix of an R2 bucket, a bounded number of keys per run (for the
// hourly cron: a few list and delete calls, whatever the bucket holds). Each run goes on from where
// the last one stopped, kept in a small object of its own, and starts over once it reached the end,
// so an entry due late in the order is reached too.

export type BucketSweep = {
  /** The keys swept. */
  prefix: string;
  /** Where the position between runs is kept (outside `prefix`). */
  positionKey: string;
  /** Whether the entry goes, by its key and when it was stored (epoch ms). */
  isDue: (key: string, storedAt: number) => boolean;
  /** Keys listed per page: R2's largest list, and the most one delete takes, unless told. */
  keysPerPage?: number;
};
/** Pages per run: at most this many list calls and as many deletes each hour. */
export const sweepPagesPerRun = 5;

/** One run of the sweep; what it looked at and deleted. */
export async function sweepBucket(
  bucket: R2Bucket,
  sweep: BucketSweep,
): Promise<{ listed: number; deleted: number }> {
  const stored = await bucket.get(sweep.positionKey);
  let position = stored ? await stored.text() : undefined;
  let hasStartedOver = position === undefined;
  let listed = 0;
  let deleted = 0;
  for (let page = 0; page < sweepPagesPerRun; page++) {
    const listing = await bucket.list({
      prefix: sweep.prefix,
      limit: sweep.keysPerPage ?? 1000,
      ...(position ? { startAfter: position } : {}),
    });
    listed += listing.objects.length;
    const due = listing.objects
      .filter((entry) => sweep.isDue(entry.key, entry.uploaded.getTime()))
      .map((entry) => entry.key);
    if (due.length > 0) await bucket.delete(due);
    deleted += due.length;
    if (listing.truncated) {
      position = listing.objects.at(-1)?.key;
      continue;
    }
    // The end: the next page starts over, unless this run already did.
    position = undefined;
    if (hasStartedOver) break;
    hasStartedOver = true;
  }
  if (position) await bucket.put(sweep.positionKey, position);
  else if (stored) await bucket.delete(sweep.positionKey);
  return { listed, deleted };
}
