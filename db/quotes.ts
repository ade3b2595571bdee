// A channel's quotes and how they are shown. Numbers are per channel: next = highest + 1.
import { and, asc, eq, sql } from 'drizzle-orm';
import { channelLimits, fullListReason } from '../core/limits/channel-limits';
import type { Quote } from '../core/quotes/quote';
import { ChannelFullError, insertWithinLimit } from './channel-full';
import type { Database } from './client';
import { quoteSettings, quotes } from './schema';

const columns = {
  number: quotes.number,
  text: quotes.text,
  submitter: quotes.submitter,
  timestamp: quotes.timestamp,
};
const ofChannel = (streamerId: string) => eq(quotes.streamerId, streamerId);

export async function listQuotes(db: Database, streamerId: string): Promise<Quote[]> {
  return db.select(columns).from(quotes).where(ofChannel(streamerId)).orderBy(asc(quotes.number));
}

/** Adds a quote and returns its number, in one statement so two adds cannot take the same number. */
export async function addQuote(
  db: Database,
  streamerId: string,
  text: string,
  submitter: string,
  now: number,
) {
  // One statement: the count check and the numbering cannot be raced by another add.
  const [row] = await insertWithinLimit(
    db,
    quotes,
    {
      streamerId,
      number: sql`(SELECT COALESCE(MAX(number), 0) + 1 FROM ${quotes} WHERE streamer_id = ${streamerId})`,
      text,
      submitter,
      timestamp: now,
    },
    channelLimits.quotes,
  ).returning({ number: quotes.number });
  if (!row) throw new ChannelFullError(fullListReason('quotes', channelLimits.quotes));
  return row.number;
}

export async function deleteQuote(db: Database, streamerId: string, number: number): Promise<boolean> {
  const deleted = await db
    .delete(quotes)
    .where(and(ofChannel(streamerId), eq(quotes.number, number)))
    .returning({ number: quotes.number });
  return deleted.length > 0;
}

export async function editQuote(
  db: Database,
  streamerId: string,
  number: number,
  text: string,
): Promise<boolean> {
  const edited = await db
    .update(quotes)
    .set({ text })
    .where(and(ofChannel(streamerId), eq(quotes.number, number)))
    .returning({ number: quotes.number });
  return edited.length > 0;
}

export async function quoteByNumber(
  db: Database,
  streamerId: string,
  number: number,
): Promise<Quote | undefined> {
  const [quote] = await db
    .select(columns)
    .from(quotes)
    .where(and(ofChannel(streamerId), eq(quotes.number, number)));
  return quote;
}

/**
 * A random quote, or a random one of those containing `search` (case-insensitive for ASCII letters).
 * instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes, and a search may be longer.
 */
export async function randomQuote(
  db: Database,
  streamerId: string,
  search?: string,
): Promise<Quote | undefined> {
  const [quote] = await db
    .select(columns)
    .from(quotes)
    .where(
      and(
        ofChannel(streamerId),
        search ? sql`instr(lower(${quotes.text}), lower(${search})) > 0` : undefined,
      ),
    )
    .orderBy(sql`RANDOM()`)
    .limit(1);
  return quote;
}

/** Closes the gaps left by deletions, keeping the order: 1, 3, 7 become 1, 2, 3. */
export async function renumberQuotes(db: Database, streamerId: string): Promise<void> {
  // Two steps in one transaction: negate, then count, so no number is ever held twice mid-update.
  await db.batch([
    db
      .update(quotes)
      .set({ number: sql`-${quotes.number}` })
      .where(ofChannel(streamerId)),
    db
      .update(quotes)
      .set({
        number: sql`(SELECT COUNT(*) FROM quotes AS later WHERE later.streamer_id = ${streamerId} AND later.number >= ${quotes.number})`,
      })
      .where(ofChannel(streamerId)),
  ]);
}

export type QuoteFormats = { quoteFormat: string | null; backgroundFormat: string | null };

export async function readQuoteFormats(db: Database, streamerId: string): Promise<QuoteFormats> {
  const row = await db.query.quoteSettings.findFirst({ where: eq(quoteSettings.streamerId, streamerId) });
  return { quoteFormat: row?.quoteFormat ?? null, backgroundFormat: row?.backgroundFormat ?? null };
}

export async function writeQuoteFormat(db: Database, streamerId: string, formats: Partial<QuoteFormats>) {
  await db
    .insert(quoteSettings)
    .values({ streamerId, ...formats })
    .onConflictDoUpdate({ target: quoteSettings.streamerId, set: formats });
}
