// StreamElements' bot API (kappa v2; protocols.md 9a), read with the channel's JWT: /channels/me names
// the channel, then its commands, timers and quotes, each kept as the JSON body StreamElements answers
// so they go through the same check as bodies a streamer pastes. Quotes come in pages (limit, offset);
// a request reads at most `streamElementsCallsPerRequest` of them, so a long list is read over several
// requests, each going on from where the last stopped (`QuotesPosition`).
import { getSourceJson, SourceUnavailableError } from './source-fetch';

export const streamElementsApi = 'https://api.streamelements.com/kappa/v2';
export const streamElementsService = 'StreamElements';

export const quotesPageSize = 100;
/** At most this many pages of quotes (50,000, the channel's limit): a longer list is cut there. */
export const maxQuotesPages = 500;
/**
 * Calls to StreamElements in one request at most: the Workers Free plan allows a request 50
 * subrequests, and this leaves room. A channel's first request spends three on its name, commands and
 * timers.
 */
export const streamElementsCallsPerRequest = 40;

/** Where a read of a channel's quotes goes on: the channel, and the offset of its next page. */
export type QuotesPosition = { channelId: string; offset: number };

/**
 * Quotes read by one request: a first page that is the whole list as StreamElements answered it (a
 * list or a page object), else the items of the pages read; `next` is where the read goes on, null
 * once the list ended (or reached `maxQuotesPages`).
 */
export type QuotesRead = { quotes: unknown; next: QuotesPosition | null };

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

async function readQuotes(jwt: string, from: QuotesPosition, pages: number): Promise<QuotesRead> {
  const page = (offset: number) =>
    getSourceJson(
      `${botUrl('quotes', from.channelId)}?limit=${quotesPageSize}&offset=${offset}`,
      jwt,
      streamElementsService,
    );
  const quotes: unknown[] = [];
  let offset = from.offset;
  for (let read = 0; read < pages; read++) {
    const answer = await page(offset);
    const list = quotesOf(answer);
    // A first page that is not full is the whole answer, checked with the rest of the import.
    if (offset === 0 && (!list || list.length < quotesPageSize)) return { quotes: answer, next: null };
    if (!list) break;
    quotes.push(...list);
    offset += list.length;
    if (list.length < quotesPageSize || offset >= maxQuotesPages * quotesPageSize) break;
    if (read === pages - 1) return { quotes, next: { channelId: from.channelId, offset } };
  }
  return { quotes, next: null };
}

/** A read's first request: the channel's bot commands and timers, and the quote pages the calls left allow. */
export async function startStreamElementsRead(
  jwt: string,
): Promise<QuotesRead & { commands: unknown; timers: unknown }> {
  const channelId = await channelIdOf(jwt);
  const read = (list: string) => getSourceJson(botUrl(list, channelId), jwt, streamElementsService);
  const [commands, timers, quotes] = await Promise.all([
    read('commands'),
    read('timers'),
    readQuotes(jwt, { channelId, offset: 0 }, streamElementsCallsPerRequest - 3),
  ]);
  return { commands, timers, ...quotes };
}

/** A later request of a read: the next quote pages. */
export function continueStreamElementsRead(jwt: string, from: QuotesPosition): Promise<QuotesRead> {
  return readQuotes(jwt, from, streamElementsCallsPerRequest);
}
