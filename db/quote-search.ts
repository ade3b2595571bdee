// The public page's reads of a channel's quotes, each bounded whatever the channel keeps (50,000 quotes):
// a page of the list by number range, a search through the trigram index quote_search (it reads the
// index up to the page's end and the quotes shown), and the count quote_counts keeps. Both tables are kept by the triggers of migrations/0017_quote_search.sql, which
// drizzle-kit does not manage, so they are declared here rather than in schema.ts.
import { and, asc, count, eq, gt, lte, max, sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { quoteSearchLimits } from '../core/quotes/quote-search';
import type { Database } from './client';
import { quotes } from './schema';

const quoteSearch = sqliteTable('quote_search', {
  rowid: integer('rowid').notNull(),
  channel: text('channel').notNull(),
  text: text('text').notNull(),
  submitter: text('submitter').notNull(),
});

const quoteCounts = sqliteTable('quote_counts', {
  streamerId: text('streamer_id').primaryKey(),
  quotes: integer('quotes').notNull(),
});

const quoteColumns = {
  number: quotes.number,
  text: quotes.text,
  submitter: quotes.submitter,
  timestamp: quotes.timestamp,
};

/** An FTS5 string: the characters as they are, double quotes doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The index's query for a channel's quotes holding every word, each in the text or the submitter's name.
 * The channel's streamer id is indexed between ^ and $, so its phrase matches that channel only.
 */
export function indexQuery(streamerId: string, words: readonly string[]): string {
  const channel = `channel : ${phrase(`^${streamerId}$`)}`;
  return [channel, ...words.map((word) => `{text submitter} : ${phrase(word)}`)].join(' AND ');
}

/** The channel's number of quotes: one row. */
export const quoteCountOf = (db: Database, streamerId: string) =>
  db.select({ n: quoteCounts.quotes }).from(quoteCounts).where(eq(quoteCounts.streamerId, streamerId));

/** Quotes numbered `from` + 1 to `to`: a page of the list, read through the primary key. */
export const quotesNumbered = (db: Database, streamerId: string, from: number, to: number) =>
  db
    .select(quoteColumns)
    .from(quotes)
    .where(and(eq(quotes.streamerId, streamerId), gt(quotes.number, from), lte(quotes.number, to)))
    .orderBy(asc(quotes.number));

/** The highest number: how far the list's pages go. */
export const highestQuoteNumber = (db: Database, streamerId: string) =>
  db
    .select({ n: max(quotes.number) })
    .from(quotes)
    .where(eq(quotes.streamerId, streamerId));

/** The index's rows of the channel's quotes holding every word, in the order the quotes were added. */
const indexed = (db: Database, streamerId: string, words: readonly string[]) =>
  db
    .select({ hit: sql<number>`rowid`.as('hit') })
    .from(quoteSearch)
    .where(sql`${quoteSearch} MATCH ${indexQuery(streamerId, words)}`)
    .orderBy(sql`rowid`);

/**
 * One page of the quotes holding every word. The index gives them in the order they were added, which is
 * their numbers' order (a new quote takes the next number and rowid; renumbering keeps the order), so a
 * page reads the index up to its end and one row per quote shown.
 */
export function foundQuotes(
  db: Database,
  streamerId: string,
  words: readonly string[],
  page: { offset: number; size: number },
) {
  const hits = indexed(db, streamerId, words).limit(page.size).offset(page.offset).as('hits');
  return db
    .select(quoteColumns)
    .from(hits)
    .innerJoin(quotes, sql`${quotes}.rowid = ${hits.hit}`)
    .orderBy(sql`${hits.hit}`);
}

/** How many quotes hold every word, counted to one past maxMatches (more than that match). */
export function foundCount(db: Database, streamerId: string, words: readonly string[]) {
  const hits = indexed(db, streamerId, words)
    .limit(quoteSearchLimits.maxMatches + 1)
    .as('hits');
  return db.select({ n: count() }).from(hits);
}

/** The quote of that number, if there is one. */
export const quoteNumbered = (db: Database, streamerId: string, number: number) =>
  db
    .select(quoteColumns)
    .from(quotes)
    .where(and(eq(quotes.streamerId, streamerId), eq(quotes.number, number)));
