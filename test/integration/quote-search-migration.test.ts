// migrations/0017 adds the quote search index and the quote counts: a database that had quotes before
// gets them all indexed and counted. Each workerd test file has a database of its own, so this one may
// take its back to nothing and migrate it again.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readQuoteQuery } from '../../core/quotes/quote-search';
import { openDatabase } from '../../db/client';
import { readPublicQuotes } from '../../db/public-page';
import { databaseBefore, migrateAll, streamerRow } from './migration-fixture';

const migration = '0017_quote_search.sql';

const quoteRow = (streamerId: string, number: number, text: string) =>
  env.DB.prepare(
    'INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, ?, ?, ?, 0)',
  ).bind(streamerId, number, text, 'Fan');

describe('migration 0017 (the quote search index)', () => {
  it('indexes and counts the quotes a channel already had, and keeps them as they change', async () => {
    await databaseBefore(migration);
    await env.DB.batch([
      streamerRow('ana'),
      streamerRow('bob'),
      quoteRow('ana', 1, 'an old boss fight'),
      quoteRow('ana', 2, 'another day'),
      quoteRow('bob', 1, 'boss of bob'),
    ]);
    await migrateAll();

    const db = openDatabase(env.DB);
    const find = (streamerId: string, q: string) =>
      readPublicQuotes(db, streamerId, { query: readQuoteQuery(q), page: 1, pageSize: 50 });
    const found = await find('ana', 'boss');
    expect(found.quotes.map((quote) => quote.text)).toEqual(['an old boss fight']);
    expect(found.counts.quotes).toBe(2);
    expect((await find('bob', 'boss')).quotes.map((quote) => quote.text)).toEqual(['boss of bob']);

    await env.DB.batch([
      quoteRow('ana', 3, 'boss again'),
      env.DB.prepare("DELETE FROM quotes WHERE streamer_id = 'ana' AND number = 1"),
    ]);
    const later = await find('ana', 'boss');
    expect(later.quotes.map((quote) => quote.number)).toEqual([3]);
    expect(later.counts.quotes).toBe(2);

    // A streamer's quotes and their count go with the streamer.
    await env.DB.prepare("DELETE FROM streamers WHERE twitch_user_id = 'ana'").run();
    expect((await env.DB.prepare('SELECT count(*) AS n FROM quote_counts').first<{ n: number }>())?.n).toBe(
      1,
    );
    expect((await find('ana', 'boss')).matching).toBe(0);
    const indexed = await env.DB.prepare(
      `SELECT count(*) AS n FROM quote_search WHERE quote_search MATCH 'channel : "^ana$"'`,
    ).first<{ n: number }>();
    expect(indexed?.n).toBe(0);
  });
});
