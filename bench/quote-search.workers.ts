// The public page's quote search in workerd at 50,000 quotes (the channel limit): D1 rows read by each
// search (the Quotes tab's whole round trip: the page of results, how many match, the tab counts, with
// 100 listed commands) and its latency. Another channel's quotes share the index, as on a real
// deployment. Run: npx vitest run --project bench-workers bench/quote-search.workers.ts. Asserts nothing.
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import { readQuoteQuery } from '../core/quotes/quote-search';
import { openDatabase } from '../db/client';
import { readPublicQuotes } from '../db/public-page';
import { upsertStreamer } from '../db/streamers';
import { percentile, report, reportLatency } from './figures';
import { sized } from './smoke';
import { UsageMeter } from './usage-meter';

const quoteCount = sized(50_000, 500);
/** Many for a channel (the limit is 1,000): each adds a row to every read of the Quotes tab. */
const listedCommands = 100;
const goals = { rowsRead: 1_000, p99Ms: 50 };

const vocabulary = [
  'boss',
  'chat',
  'clutch',
  'speedrun',
  'pog',
  'lag',
  'noob',
  'legendary',
  'oops',
  'gg',
  'dragon',
  'again',
  'never',
  'always',
  'jump',
  'fell',
  'lava',
  'sword',
  'shield',
  'potion',
  'streamer',
  'mod',
  'raid',
  'hype',
  'the',
  'was',
  'that',
  'with',
  'what',
  'just',
  'ぜったい',
  'ありがとう',
  'спасибо',
  'ура',
  'ñandú',
];

/** A deterministic sentence of 6 to 13 words for quote n: common words match many, rare ones few. */
function quoteText(n: number): string {
  let seed = n * 2654435761;
  const next = () => {
    seed = (seed ^ (seed >>> 13)) * 1274126177;
    return (seed >>> 0) / 2 ** 32;
  };
  const words = Array.from({ length: 6 + Math.floor(next() * 8) }, () => {
    // Skewed towards the first words, as real chat is.
    const index = Math.floor(next() ** 2 * vocabulary.length);
    return vocabulary[index] ?? 'gg';
  });
  return `${words.join(' ')} #${n}`;
}

async function seedChannel(streamerId: string, login: string, n: number) {
  await upsertStreamer(openDatabase(env.DB), { streamerId, login, displayName: login }, null, Date.now());
  const insert = env.DB.prepare(
    'INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, ?, ?, ?, ?)',
  );
  for (let from = 1; from <= n; from += 500) {
    const rows = Array.from({ length: Math.min(500, n - from + 1) }, (_, i) =>
      insert.bind(streamerId, from + i, quoteText(from + i), `viewer${(from + i) % 997}`, Date.now()),
    );
    await env.DB.batch(rows);
  }
}

/** What viewers type: common and rare words, several words, a name, a number, nothing found, a long word. */
const searches = [
  'boss',
  'the',
  'clutch speedrun',
  'legendary dragon lava',
  'viewer42',
  '#12345',
  '777',
  'ありがとう',
  'спасибо ура',
  'no such words anywhere',
  'x'.repeat(49),
  'the boss was',
];

it('measures the public quote search at 50,000 quotes', { timeout: 600_000 }, async () => {
  const streamerId = '70000101';
  await seedChannel(streamerId, 'search_bench', quoteCount);
  await seedChannel('70000102', 'search_bench_other', sized(5_000, 50));
  // The Commands tab's count is read with the quotes: a channel with many commands.
  const command = env.DB.prepare(
    'INSERT INTO commands (id, streamer_id, command, command_key, type, text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  await env.DB.batch(
    Array.from({ length: listedCommands }, (_, i) =>
      command.bind(`bench-${i}`, streamerId, `c${i}`, `c${i}`, 'Text', `reply ${i}`, i),
    ),
  );
  const db = openDatabase(env.DB);
  const meter = new UsageMeter();
  meter.meterD1(env.DB);
  const rows: number[] = [];
  const times: number[] = [];
  const worst = { rows: 0, what: '' };
  try {
    for (let round = 0; round < 10; round++) {
      for (const search of searches) {
        // The first page, the next, and the last a search shows (maxMatches / 50).
        for (const page of [1, 2, 6]) {
          meter.reset();
          const start = performance.now();
          await readPublicQuotes(db, streamerId, { query: readQuoteQuery(search), page, pageSize: 50 });
          times.push(performance.now() - start);
          const read = meter.read().d1RowsRead;
          rows.push(read);
          if (read > worst.rows)
            Object.assign(worst, { rows: read, what: `“${search.slice(0, 20)}” page ${page}` });
        }
      }
    }
    // The list without a search, at its first and its last page.
    meter.reset();
    await readPublicQuotes(db, streamerId, {
      query: readQuoteQuery(''),
      page: quoteCount / 50,
      pageSize: 50,
    });
    const lastPage = meter.read().d1RowsRead;
    report({
      name: `Public quote search at ${quoteCount.toLocaleString('en')} quotes: D1 rows read, worst search`,
      value: worst.rows,
      unit: 'rows',
      goal: { atMost: goals.rowsRead },
      note: `${worst.what}; p50 ${percentile(rows, 0.5)} rows over ${searches.length} searches x 3 pages`,
    });
    report({
      name: `Public quote list at ${quoteCount.toLocaleString('en')} quotes: D1 rows read, last page`,
      value: lastPage,
      unit: 'rows',
      goal: { atMost: goals.rowsRead },
    });
    reportLatency(
      `Public quote search at ${quoteCount.toLocaleString('en')} quotes (D1 in workerd)`,
      times,
      goals.p99Ms,
      'the Quotes tab round trip',
    );
  } finally {
    meter.detach();
  }
});
