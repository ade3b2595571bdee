// StreamElements' bot API (kappa v2; protocols.md 9a), read with the channel's JWT: /channels/me names
// the channel, then its commands, timers and quotes, each kept as the JSON body StreamElements answers
// so they go through the same check as bodies a streamer pastes. Quotes come in pages (limit, offset),
// joined into one list.
import { getSourceJson, SourceUnavailableError } from './source-fetch';

export const streamElementsApi = 'https://api.streamelements.com/kappa/v2';
export const streamElementsService = 'StreamElements';

export type StreamElementsBodies = { commands: unknown; timers: unknown; quotes: unknown };

export const quotesPageSize = 100;
/** At most this many pages of quotes (50,000, the channel's limit): a longer list is cut there. */
export const maxQuotesPages = 500;

const botUrl = (list: string, channelId: string) =>
  `${streamElementsApi}/bot/${list}/${encodeURIComponent(channelId)}`;

async function channelIdOf(jwt: string): Promise<string> {
  const me = await getSourceJson(`${streamElementsApi}/channels/me`, jwt, streamElementsService);
  const id = (me as { _id?: unknown } | null)?._id;
  if (typeof id !== 'string' || !id)
    throw new SourceUnavailableError(
      'StreamElements named no channel for the JWT (its /channels/me has no _id).',
    );
  return id;
}

/** A page's quotes, whether the answer is the list itself or a page object holding it. */
function quotesOf(page: unknown): unknown[] | null {
  if (Array.isArray(page)) return page;
  const list =
    (page as { docs?: unknown; quotes?: unknown } | null)?.docs ?? (page as { quotes?: unknown })?.quotes;
  return Array.isArray(list) ? list : null;
}

async function fetchQuotes(jwt: string, channelId: string): Promise<unknown> {
  const page = (offset: number) =>
    getSourceJson(
      `${botUrl('quotes', channelId)}?limit=${quotesPageSize}&offset=${offset}`,
      jwt,
      streamElementsService,
    );
  const first = await page(0);
  const firstQuotes = quotesOf(first);
  // Anything but a full page is the whole answer, checked with the rest of the import.
  if (!firstQuotes || firstQuotes.length < quotesPageSize) return first;
  const quotes = [...firstQuotes];
  for (let pages = 1; pages < maxQuotesPages; pages++) {
    const next = quotesOf(await page(quotes.length));
    if (!next) break;
    quotes.push(...next);
    if (next.length < quotesPageSize) break;
  }
  return quotes;
}

/** The channel's bot commands, timers and quotes as StreamElements answers them. */
export async function fetchStreamElementsBotSetup(jwt: string): Promise<StreamElementsBodies> {
  const channelId = await channelIdOf(jwt);
  const read = (list: string) => getSourceJson(botUrl(list, channelId), jwt, streamElementsService);
  const [commands, timers, quotes] = await Promise.all([
    read('commands'),
    read('timers'),
    fetchQuotes(jwt, channelId),
  ]);
  return { commands, timers, quotes };
}
