// What of the channel an import compares with: its commands (by keyword), quote texts, regulars and
// announcements, and how many of each it has. Lists the import does not touch are not read.
import { eq } from 'drizzle-orm';
import type { AnnouncementSettings } from '../../core/announcements/announcements';
import { readAnnouncementSettings } from '../announcements';
import type { Database } from '../client';
import { commands, quotes, regulars } from '../schema';

export type ChannelContents = {
  /** The channel's commands' texts, by lower-cased keyword. */
  commandTexts: Map<string, string>;
  /** Only when the import has quotes (else empty): a channel may keep 50,000. */
  quoteTexts: Set<string>;
  quoteCount: number;
  /** Only when the import has regulars (else empty). */
  regularLogins: Set<string>;
  announcements: AnnouncementSettings;
};

export type ContentsWanted = { quotes: boolean; regulars: boolean };

export async function readChannelContents(
  db: Database,
  streamerId: string,
  wanted: ContentsWanted,
): Promise<ChannelContents> {
  const [commandRows, quoteRows, regularRows, announcements] = await Promise.all([
    db
      .select({ key: commands.commandKey, text: commands.text })
      .from(commands)
      .where(eq(commands.streamerId, streamerId)),
    wanted.quotes
      ? db.select({ text: quotes.text }).from(quotes).where(eq(quotes.streamerId, streamerId))
      : Promise.resolve([]),
    wanted.regulars
      ? db.select({ login: regulars.login }).from(regulars).where(eq(regulars.streamerId, streamerId))
      : Promise.resolve([]),
    readAnnouncementSettings(db, streamerId),
  ]);
  return {
    commandTexts: new Map(commandRows.map((row) => [row.key, row.text])),
    quoteTexts: new Set(quoteRows.map((row) => row.text)),
    quoteCount: quoteRows.length,
    regularLogins: new Set(regularRows.map((row) => row.login)),
    announcements,
  };
}
