// What the channel's public commands page reads (for anyone, so only what viewers may see) and the
// streamer's on/off setting of it.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PublicCommandSource } from '../core/public-page/public-command';
import type { Quote } from '../core/quotes/quote';
import type { Database } from './client';
import { commands, quotes, streamers } from './schema';

export async function isPublicPageEnabled(db: Database, streamerId: string): Promise<boolean> {
  const row = await db
    .select({ enabled: streamers.publicPageEnabled })
    .from(streamers)
    .where(eq(streamers.streamerId, streamerId))
    .get();
  return row?.enabled ?? false;
}

export async function setPublicPageEnabled(
  db: Database,
  streamerId: string,
  enabled: boolean,
): Promise<void> {
  await db
    .update(streamers)
    .set({ publicPageEnabled: enabled, updatedAt: Date.now() })
    .where(eq(streamers.streamerId, streamerId));
}

/** Commands viewers can use in Twitch chat and the streamer did not hide from the page. */
const isListed = (streamerId: string) =>
  and(
    eq(commands.streamerId, streamerId),
    eq(commands.enabledInTwitch, true),
    eq(commands.hiddenOnPublicPage, false),
  );

/** The channel's listed commands, by keyword. */
function listedCommands(db: Database, streamerId: string) {
  return db
    .select({
      command: commands.command,
      type: commands.type,
      text: commands.text,
      needsMod: commands.needsMod,
      followersOnly: commands.followersOnly,
      subsOnly: commands.subsOnly,
      regularsOnly: commands.regularsOnly,
      vipsOnly: commands.vipsOnly,
      allowedUsers: commands.allowedUsers,
      cooldownSeconds: commands.cooldownSeconds,
    })
    .from(commands)
    .where(isListed(streamerId))
    .orderBy(asc(commands.commandKey));
}

const quoteCount = (streamerId: string) =>
  sql<number>`(SELECT count(*) FROM ${quotes} WHERE ${quotes.streamerId} = ${streamerId})`;

/** How many listed commands and how many quotes the channel has: the page's two tabs. */
function tabCounts(db: Database, streamerId: string) {
  return db
    .select({
      commands: sql<number>`(SELECT count(*) FROM ${commands} WHERE ${isListed(streamerId)})`,
      quotes: quoteCount(streamerId),
    })
    .from(streamers)
    .where(eq(streamers.streamerId, streamerId));
}

export type TabCounts = { commands: number; quotes: number };

const noCounts: TabCounts = { commands: 0, quotes: 0 };

/** The Commands tab: every listed command and the tab counts, in one round trip. */
export async function readPublicCommands(
  db: Database,
  streamerId: string,
): Promise<{ commands: PublicCommandSource[]; counts: TabCounts }> {
  const [rows, [quoteTab]] = await db.batch([
    listedCommands(db, streamerId),
    db
      .select({ n: quoteCount(streamerId) })
      .from(streamers)
      .where(eq(streamers.streamerId, streamerId)),
  ]);
  return { commands: rows, counts: { commands: rows.length, quotes: quoteTab?.n ?? 0 } };
}

export type QuoteSearch = {
  /** Lower-cased words that must all be in the quote or its submitter's name; none lists every quote. */
  words: readonly string[];
  /** From 1. */
  page: number;
  pageSize: number;
};

const likeAny = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Quotes holding every word (a lone number, with or without #, also finds that quote by its number). */
function quoteFilter(streamerId: string, words: readonly string[]) {
  const haystack = sql`(${quotes.text} || ' ' || ${quotes.submitter})`;
  const allWords = and(...words.map((word) => sql`${haystack} LIKE ${likeAny(word)} ESCAPE '\\'`));
  const number = words.length === 1 ? /^#?(\d{1,9})$/.exec(words[0] ?? '') : null;
  return and(
    eq(quotes.streamerId, streamerId),
    number ? sql`(${quotes.number} = ${Number(number[1])} OR ${allWords})` : allWords,
  );
}

/**
 * The Quotes tab: one page of the channel's quotes (all, or those matching the search) by number,
 * how many match, and the tab counts, in one round trip.
 */
export async function searchPublicQuotes(
  db: Database,
  streamerId: string,
  search: QuoteSearch,
): Promise<{ quotes: Quote[]; matching: number; counts: TabCounts }> {
  const where = quoteFilter(streamerId, search.words);
  const [page, [matching], [counts]] = await db.batch([
    db
      .select({
        number: quotes.number,
        text: quotes.text,
        submitter: quotes.submitter,
        timestamp: quotes.timestamp,
      })
      .from(quotes)
      .where(where)
      .orderBy(asc(quotes.number))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db.select({ n: sql<number>`count(*)` }).from(quotes).where(where),
    tabCounts(db, streamerId),
  ]);
  return { quotes: page, matching: matching?.n ?? 0, counts: counts ?? noCounts };
}
