// The Workers Free plan's daily allowances and per-invocation limits, as the free-plan bench holds a
// channel-day against them; daily allowances reset at 00:00 UTC and, on the Free plan, work past one
// fails. Checked with the docs search on 2026-11-27: developers.cloudflare.com/workers/platform/limits
// (100,000 requests a day, 10 ms CPU; the Worker's size, 3 MB gzipped in the older page and 64 MiB
// uncompressed on every plan in the newer one), /durable-objects/platform/pricing (100,000 requests,
// alarms and socket messages among them, and 13,000 GB-s a day) and D1's pricing page (5,000,000 rows
// read, 100,000 written a day). The object's SQLite storage is held to the same row allowances as D1,
// counted apart, as issue 30 quotes them.
import type { DayUsage } from './channel-day';
import { report, round } from './figures';

export const freePlan = {
  workerRequests: 100_000,
  objectRequests: 100_000,
  /** GB-seconds of object duration a day; an object is billed at 128 MB whatever it uses. */
  objectGbSeconds: 13_000,
  rowsRead: 5_000_000,
  rowsWritten: 100_000,
  /** CPU time per invocation of the Worker. */
  cpuMs: 10,
  /** The Worker's compressed size (gzip), as the Free plan limited it until 2026; 64 MiB uncompressed now. */
  compressedBytes: 3 * 1024 * 1024,
  uncompressedBytes: 64 * 1024 * 1024,
} as const;

const objectGb = 128 / 1024;

/** Each of the day's billed quantities as a share of the Free plan's daily allowance, in per cent. */
export function freePlanShares(day: DayUsage) {
  return {
    'Worker requests': (100 * day.workerRequests) / freePlan.workerRequests,
    'Durable Object requests': (100 * day.objectRequests) / freePlan.objectRequests,
    'Durable Object duration (GB-s)': (100 * day.activeSeconds * objectGb) / freePlan.objectGbSeconds,
    'D1 rows read': (100 * day.d1RowsRead) / freePlan.rowsRead,
    'D1 rows written': (100 * day.d1RowsWritten) / freePlan.rowsWritten,
    'object storage rows read': (100 * (day.rowsRead - day.d1RowsRead)) / freePlan.rowsRead,
    'object storage rows written': (100 * (day.rowsWritten - day.d1RowsWritten)) / freePlan.rowsWritten,
  };
}

/** The raw count behind each share, for the figure's note. */
function counts(day: DayUsage): Record<keyof ReturnType<typeof freePlanShares>, string> {
  const n = (value: number) => Math.round(value).toLocaleString('en');
  return {
    'Worker requests': `${n(day.workerRequests)} of ${n(freePlan.workerRequests)}`,
    'Durable Object requests': `${n(day.objectRequests)} of ${n(freePlan.objectRequests)}`,
    'Durable Object duration (GB-s)': `${round(day.activeSeconds * objectGb, 1)} GB-s (${round(day.activeSeconds, 1)} s active at 128 MB) of ${n(freePlan.objectGbSeconds)}`,
    'D1 rows read': `${n(day.d1RowsRead)} of ${n(freePlan.rowsRead)}`,
    'D1 rows written': `${n(day.d1RowsWritten)} of ${n(freePlan.rowsWritten)}`,
    'object storage rows read': `${n(day.rowsRead - day.d1RowsRead)} of ${n(freePlan.rowsRead)}`,
    'object storage rows written': `${n(day.rowsWritten - day.d1RowsWritten)} of ${n(freePlan.rowsWritten)}`,
  };
}

/** One figure per allowance: the day's share of it, which must stay at or under 100%. */
export function reportFreePlanShares(label: string, day: DayUsage): void {
  const notes = counts(day);
  for (const [what, share] of Object.entries(freePlanShares(day)) as [keyof typeof notes, number][])
    report({
      name: `${label} against the Free plan: ${what}`,
      value: round(share, 2),
      unit: '% of the daily allowance',
      goal: { atMost: 100 },
      note: notes[what],
    });
}
