// What the channel's public commands page reads (for anyone, so only what viewers may see) and the
// streamer's settings of it.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { commandTypes } from '../core/commands/command-types';
import type { PublicCommandSource } from '../core/public-page/public-command';
import type { PublicPageSettingChange, PublicPageSettings } from '../core/public-page/public-page-setting';
import type { Quote } from '../core/quotes/quote';
import { isSearch, type QuoteQuery, quoteSearchLimits } from '../core/quotes/quote-search';
import type { Database } from './client';
import {
  foundCount,
  foundQuotes,
  highestQuoteNumber,
  quoteCountOf,
  quoteNumbered,
  quotesNumbered,
} from './quote-search';
import { commands, streamers } from './schema';

/** Created by the hand-written migrations/0019_public_page_settings.sql; no row means the defaults. */
const publicPageSettings = sqliteTable('public_page_settings', {
  streamerId: text('streamer_id').primaryKey(),
  showsVariableNames: integer('shows_variable_names', { mode: 'boolean' }).notNull().default(false),
  noticeDismissedAt: integer('notice_dismissed_at'),
});

export async function readPublicPageSettings(db: Database, streamerId: string): Promise<PublicPageSettings> {
  const row = await db
    .select({
      enabled: streamers.publicPageEnabled,
      showsVariableNames: publicPageSettings.showsVariableNames,
      noticeDismissedAt: publicPageSettings.noticeDismissedAt,
    })
    .from(streamers)
    .leftJoin(publicPageSettings, eq(publicPageSettings.streamerId, streamers.streamerId))
    .where(eq(streamers.streamerId, streamerId))
    .get();
  return {
    enabled: row?.enabled ?? false,
    showsVariableNames: row?.showsVariableNames ?? false,
    isNoticeDismissed: row?.noticeDismissedAt != null,
  };
}

/** Saves what the change names, in one transaction. */
export async function savePublicPageSettings(
  db: Database,
  streamerId: string,
  change: PublicPageSettingChange,
  now: number,
): Promise<void> {
  const choices = {
    ...(change.showsVariableNames === undefined ? {} : { showsVariableNames: change.showsVariableNames }),
    ...(change.noticeDismissed ? { noticeDismissedAt: now } : {}),
  };
  const onOff =
    change.enabled === undefined
      ? []
      : [
          db
            .update(streamers)
            .set({ publicPageEnabled: change.enabled, updatedAt: now })
            .where(eq(streamers.streamerId, streamerId)),
        ];
  const rest = Object.keys(choices).length
    ? [
        db
          .insert(publicPageSettings)
          .values({ streamerId, ...choices })
          .onConflictDoUpdate({ target: publicPageSettings.streamerId, set: choices }),
      ]
    : [];
  const [first, ...others] = [...onOff, ...rest];
  if (first) await db.batch([first, ...others]);
}

/** Whether a channel's replies show variable names, for the page (no row: they do not). */
const showsVariableNames = (db: Database, streamerId: string) =>
  db
    .select({ shows: publicPageSettings.showsVariableNames })
    .from(publicPageSettings)
    .where(eq(publicPageSettings.streamerId, streamerId));

/** Types whose bare use only reads (`!game`): every viewer may use them so, whatever their gate. */
const openReadTypes = commandTypes.filter((type) => type.readsWithoutArguments).map((type) => type.type);

/**
 * Commands every viewer may use in Twitch chat and the streamer did not hide from the page: no gate
 * the streamer fills by hand (moderators, VIPs, regulars, a Users list). Followers and subscribers are
 * listed, with their badge: any viewer can become one.
 */
const isListed = (streamerId: string) =>
  and(
    eq(commands.streamerId, streamerId),
    eq(commands.enabledInTwitch, true),
    eq(commands.hiddenOnPublicPage, false),
    or(
      inArray(commands.type, openReadTypes),
      and(
        eq(commands.needsMod, false),
        eq(commands.vipsOnly, false),
        eq(commands.regularsOnly, false),
        sql`json_array_length(${commands.allowedUsers}) = 0`,
      ),
    ),
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

/** How many listed commands the channel has: the Commands tab's count. */
const listedCount = (db: Database, streamerId: string) =>
  db.select({ n: sql<number>`count(*)` }).from(commands).where(isListed(streamerId));

export type TabCounts = { commands: number; quotes: number };

/** The Commands tab: every listed command, the tab counts and how replies show, in one round trip. */
export async function readPublicCommands(
  db: Database,
  streamerId: string,
): Promise<{ commands: PublicCommandSource[]; counts: TabCounts; showsVariableNames: boolean }> {
  const [rows, [quoteTab], [setting]] = await db.batch([
    listedCommands(db, streamerId),
    quoteCountOf(db, streamerId),
    showsVariableNames(db, streamerId),
  ]);
  return {
    commands: rows,
    counts: { commands: rows.length, quotes: quoteTab?.n ?? 0 },
    showsVariableNames: setting?.shows ?? false,
  };
}

/** A page of the Quotes tab: a page of the list by number, or of what a search finds. */
export type QuotePage = {
  query: QuoteQuery;
  /** From 1. */
  page: number;
  pageSize: number;
};

export type QuotesFound = {
  quotes: Quote[];
  /** How many quotes the search finds (at most quoteSearchLimits.maxMatches), or the channel has. */
  matching: number;
  /** More quotes hold the words than a search shows: the first ones are shown. */
  isCapped: boolean;
  /** How many pages there are. */
  pages: number;
  counts: TabCounts;
};

/** The tab counts, read in the same batch as the tab's quotes. */
const tabCountReads = (db: Database, streamerId: string) =>
  [listedCount(db, streamerId), quoteCountOf(db, streamerId)] as const;

const tabCounts = ([commandTab]: { n: number }[], [quoteTab]: { n: number }[]): TabCounts => ({
  commands: commandTab?.n ?? 0,
  quotes: quoteTab?.n ?? 0,
});

/** The list without a search, by number range: page 2 is #51 to #100 (fewer where quotes were deleted). */
async function listPage(
  db: Database,
  streamerId: string,
  page: number,
  pageSize: number,
): Promise<QuotesFound> {
  const [listed, [highest], commandTab, quoteTab] = await db.batch([
    quotesNumbered(db, streamerId, (page - 1) * pageSize, page * pageSize),
    highestQuoteNumber(db, streamerId),
    ...tabCountReads(db, streamerId),
  ]);
  const counts = tabCounts(commandTab, quoteTab);
  const pages = Math.ceil((highest?.n ?? 0) / pageSize);
  return { quotes: listed, matching: counts.quotes, isCapped: false, pages, counts };
}

/** A search by words: one page of the quotes holding them all, and how many do. */
async function wordsPage(
  db: Database,
  streamerId: string,
  words: readonly string[],
  page: number,
  pageSize: number,
): Promise<QuotesFound> {
  const [found, [matching], commandTab, quoteTab] = await db.batch([
    foundQuotes(db, streamerId, words, { offset: (page - 1) * pageSize, size: pageSize }),
    foundCount(db, streamerId, words),
    ...tabCountReads(db, streamerId),
  ]);
  const n = Math.min(matching?.n ?? 0, quoteSearchLimits.maxMatches);
  return {
    quotes: found,
    matching: n,
    isCapped: (matching?.n ?? 0) > quoteSearchLimits.maxMatches,
    pages: Math.ceil(n / pageSize),
    counts: tabCounts(commandTab, quoteTab),
  };
}

/**
 * The Quotes tab, reading a bounded number of rows whatever the channel keeps: a page of the list, the
 * quote a lone number names, or a page of what the words find (bench/quote-search.workers.ts).
 */
export async function readPublicQuotes(
  db: Database,
  streamerId: string,
  { query, page, pageSize }: QuotePage,
): Promise<QuotesFound> {
  if (!isSearch(query)) return listPage(db, streamerId, page, pageSize);
  if (query.number !== null) {
    const [[numbered], commandTab, quoteTab] = await db.batch([
      quoteNumbered(db, streamerId, query.number),
      ...tabCountReads(db, streamerId),
    ]);
    const counts = tabCounts(commandTab, quoteTab);
    if (numbered)
      return { quotes: page === 1 ? [numbered] : [], matching: 1, isCapped: false, pages: 1, counts };
    if (query.words.length === 0) return { quotes: [], matching: 0, isCapped: false, pages: 0, counts };
  }
  return wordsPage(db, streamerId, query.words, page, pageSize);
}
