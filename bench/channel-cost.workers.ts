// What one typical channel-day costs to host (issue 18, item 6; the goal is issue 30's): the day of bench/channel-day.ts
// (the hourly cron, a 3-hour stream with 5,000 chat messages, 5% commands, and 200 channel events, two
// overlays open) measured in workerd, and the month priced at Cloudflare's list prices. Run by
// `npm run bench`.
import { it } from 'vitest';
import { tipPollIntervalMs } from '../core/tips/tip-cursors';
import { type MeasuredDay, measureDay, typicalDay } from './channel-day';
import { report, round } from './figures';
import type { Usage } from './usage-meter';

const daysPerMonth = 30;

/**
 * Cloudflare's list prices on the Workers Paid plan, beyond what the plan includes, as published on
 * developers.cloudflare.com (Workers, Durable Objects and D1 pricing pages; read 2026-11-23).
 */
const price = {
  workerRequest: 0.3 / 1e6,
  workerCpuMs: 0.02 / 1e6,
  objectRequest: 0.15 / 1e6,
  /** Per GB-second; an object is billed at 128 MB whatever it uses. */
  gbSecond: 12.5 / 1e6,
  rowRead: 0.001 / 1e6,
  rowWritten: 1.0 / 1e6,
};
const objectGb = 128 / 1024;

/** The month of such days at list price, in dollars, by what is billed. */
function monthlyDollars({ perDay }: MeasuredDay) {
  const month = (n: number) => n * daysPerMonth;
  const dollars = {
    workerRequests: month(perDay.workerRequests) * price.workerRequest,
    objectRequests: month(perDay.objectRequests) * price.objectRequest,
    duration: month(perDay.activeSeconds) * objectGb * price.gbSecond,
    rowsRead: month(perDay.rowsRead) * price.rowRead,
    rowsWritten: month(perDay.rowsWritten) * price.rowWritten,
  };
  return { dollars, total: Object.values(dollars).reduce((sum, value) => sum + value, 0) };
}

const breakdown = (usage: Usage) =>
  `${usage.doCalls} calls, ${usage.alarms} alarms, ${round(usage.activeMs / 1000, 1)} s active, ${usage.rowsRead} rows read, ${usage.rowsWritten} written`;

function reportDay(measured: MeasuredDay): void {
  const { perDay, cron, stream, overlayTicks, keepAlives, tipChecks } = measured;
  const { dollars, total } = monthlyDollars(measured);
  report({
    name: 'Channel-day: Worker requests',
    value: perDay.workerRequests,
    unit: 'requests',
    note: `${typicalDay.chatMessages.toLocaleString('en')} chat deliveries, ${typicalDay.channelEvents} events, 2 stream events, 2 overlay sockets`,
  });
  report({
    name: 'Channel-day: Durable Object requests',
    value: Math.round(perDay.objectRequests),
    unit: 'requests',
    note: `cron: ${breakdown(cron)}; stream: ${breakdown(stream)}; ${overlayTicks} overlay ticks and ${keepAlives} heartbeats at 20:1`,
  });
  report({
    name: 'Channel-day: Durable Object active time',
    value: round(perDay.activeSeconds, 1),
    unit: 's',
    note: 'wall time while a call or alarm ran (no held outbound socket)',
  });
  report({
    name: 'Channel-day: tip checks',
    value: tipChecks,
    unit: 'checks',
    note: `StreamElements asked every ${tipPollIntervalMs / 1000} s while live (${typicalDay.liveHours} h), on the overlays' ticks`,
  });
  report({ name: 'Channel-day: rows read (D1 and the object)', value: perDay.rowsRead, unit: 'rows' });
  report({ name: 'Channel-day: rows written (D1 and the object)', value: perDay.rowsWritten, unit: 'rows' });
  report({
    name: 'Hosting one channel a month, list price',
    value: round(total, 3),
    unit: '$',
    goal: { atMost: 0.12 },
    note: Object.entries(dollars)
      .map(([what, value]) => `${what} $${round(value, 4)}`)
      .join(', '),
  });
}

it('measures what a channel-day costs', { timeout: 1_200_000 }, async () => {
  const plain = await measureDay(typicalDay, { filters: false });
  reportDay(plain);
  const filtered = await measureDay(typicalDay, { filters: true });
  const plainTotal = monthlyDollars(plain).total;
  const filteredTotal = monthlyDollars(filtered).total;
  report({
    name: 'Channel-day with the chat filters on: Durable Object requests',
    value: Math.round(filtered.perDay.objectRequests),
    unit: 'requests',
    note: 'the recommended set and 200 word-list entries; every chat message now reaches the object',
  });
  report({
    name: 'Channel-day with the chat filters on: rows written',
    value: filtered.perDay.rowsWritten,
    unit: 'rows',
    note: `${filtered.acted} moderation requests to Twitch (1 message in 100 held a link)`,
  });
  report({
    name: 'Channel-day with the chat filters on: added per channel-month',
    value: round(filteredTotal - plainTotal, 3),
    unit: '$',
    goal: { atMost: 0.05 },
    note: `${round(filteredTotal, 3)} $ against ${round(plainTotal, 3)} $ without filters`,
  });
});
