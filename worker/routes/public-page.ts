// The channel's public commands page, /c/{login} (login or display name, any case): its commands and
// a Quotes tab, for anyone, no session; and its on/off setting for the signed-in streamer.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { perMinuteFrom, type Spend, TokenBuckets } from '../../core/limits/token-buckets';
import { toPublicCommand } from '../../core/public-page/public-command';
import { isChannelName, publicPagePath } from '../../core/public-page/public-page-path';
import { publicPageSettingSchema } from '../../core/public-page/public-page-setting';
import { isSearch, readQuoteQuery } from '../../core/quotes/quote-search';
import { openDatabase } from '../../db/client';
import {
  readPublicCommands,
  readPublicPageSettings,
  readPublicQuotes,
  savePublicPageSettings,
} from '../../db/public-page';
import { findStreamerByName } from '../../db/streamers';
import { type AppEnv, channelOf } from '../env';
import { renderCommandsTab } from '../public-page/commands-tab';
import { pageScript, pageSecurityHeaders, scriptRoute, scriptVersion } from '../public-page/page-assets';
import { type Fragment, renderChannelPage, renderNotFoundPage } from '../public-page/page-layout';
import { quotesPerPage, renderQuotesTab } from '../public-page/quotes-tab';
import { changes, changesNothing } from '../route-properties';
import { validJson } from '../validation';

/** PUBLIC_URL when set (what viewers reach), else the origin the dashboard is served from. */
const publicOrigin = (c: Context<AppEnv>) => c.env.PUBLIC_URL || new URL(c.req.url).origin;

/** The settings of the page, for the signed-in streamer (/api/publicPage). */
export const publicPageSettingRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, async (c) => {
    const streamer = c.get('streamer');
    const settings = await readPublicPageSettings(openDatabase(c.env.DB), streamer.streamerId);
    const url = new URL(publicPagePath(streamer.login), publicOrigin(c)).toString();
    return c.json({ status: true as const, ...settings, url });
  })
  .post('/', changes('The public commands page'), validJson(publicPageSettingSchema), async (c) => {
    const change = c.req.valid('json');
    const streamerId = c.get('streamer').streamerId;
    await savePublicPageSettings(openDatabase(c.env.DB), streamerId, change, Date.now());
    // `!commands` answers with the link only while the page is on.
    if (change.enabled !== undefined) await channelOf(c.env, streamerId).contentChanged('publicPage');
    return c.json({ status: true as const });
  });

/**
 * Viewers may keep a page for 30 s (a command changed or the page turned off shows within that); the
 * not-found page is never kept, so a page turned on shows at once.
 */
const pageCaching = 'public, max-age=30';

/** A search is at most this long; anything longer is cut, never refused (viewers get a page, not an error). */
const maxSearchLength = 100;

const pageQuerySchema = z.object({
  q: z
    .string()
    .catch('')
    .transform((q) => q.slice(0, maxSearchLength)),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

async function sendPage(c: Context<AppEnv>, page: Fragment, status: 200 | 404 | 429) {
  for (const [name, value] of Object.entries(await pageSecurityHeaders())) c.header(name, value);
  c.header('Cache-Control', status === 200 ? pageCaching : 'no-store');
  return c.html(page, status);
}

const notFound = (c: Context<AppEnv>) => sendPage(c, renderNotFoundPage(), 404);

/**
 * Quote searches a minute, kept per isolate as the wallpaper's renders are: each client address has its
 * allowance, and each channel one its viewers share, so a crawler cannot spend the deployment's D1 reads
 * through one channel's page (a search reads at most about a thousand rows: bench/quote-search.workers.ts).
 * Listing the quotes page by page reads 50 rows and spends nothing.
 */
export const quoteSearchAllowance = { perAddress: 30, perChannel: 300 } as const;
let searches: { perAddress: TokenBuckets; perChannel: TokenBuckets } | undefined;

/** The allowances, made at the first search: QUOTE_SEARCHES_PER_MINUTE raises both (the public-page bench). */
function searchAllowances(env: AppEnv['Bindings']) {
  searches ??= {
    perAddress: new TokenBuckets(
      perMinuteFrom(env.QUOTE_SEARCHES_PER_MINUTE, quoteSearchAllowance.perAddress),
    ),
    perChannel: new TokenBuckets(
      perMinuteFrom(env.QUOTE_SEARCHES_PER_MINUTE, quoteSearchAllowance.perChannel),
    ),
  };
  return searches;
}

const nothingFound = { quotes: [], matching: 0, isCapped: false, pages: 0 };

/** Spends a search of the address's allowance and the channel's, or says why not and when to retry. */
function spendSearch(env: AppEnv['Bindings'], streamerId: string, address: string | undefined) {
  const { perAddress: searchesPerAddress, perChannel: searchesPerChannel } = searchAllowances(env);
  const now = Date.now();
  const refusal = (spend: Spend, reason: string) =>
    spend.ok ? null : { reason: `${reason} Wait ${spend.retryAfterSeconds} s and search again.`, ...spend };
  // The channel's allowance is looked at first, so an address is not charged for a search not made.
  const busy = refusal(
    searchesPerChannel.peek(streamerId, now),
    'Too many people are searching these quotes right now.',
  );
  if (busy) return busy;
  // Cloudflare names the client's address; a local server has none.
  const own = address
    ? refusal(searchesPerAddress.take(address, now), 'Too many searches from you in a minute.')
    : null;
  return (
    own ??
    refusal(searchesPerChannel.take(streamerId, now), 'Too many people are searching these quotes right now.')
  );
}

/** The channel the address names, if it has the page on; anything that cannot be a name is none. */
async function pageChannel(c: Context<AppEnv>) {
  const name = c.req.param('login') ?? '';
  if (!isChannelName(name)) return undefined;
  const streamer = await findStreamerByName(openDatabase(c.env.DB), name);
  return streamer?.publicPageEnabled ? streamer : undefined;
}

/** The page itself, for anyone (/c/{login}). */
export const publicPageRoutes = new Hono<AppEnv>()
  .get(scriptRoute, changesNothing, (c) => {
    // The page names the script by its version: that address may be kept for good.
    const isCurrent = c.req.query('v') === scriptVersion;
    return c.body(pageScript, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': isCurrent ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  })
  .get('/c/:login', changesNothing, async (c) => {
    const channel = await pageChannel(c);
    if (!channel) return notFound(c);
    const { q, page } = pageQuerySchema.parse(c.req.query());
    const read = await readPublicCommands(openDatabase(c.env.DB), channel.streamerId);
    const showing = { showsVariableNames: read.showsVariableNames };
    const commands = read.commands.map((command) => toPublicCommand(command, showing));
    const content = renderCommandsTab({ channel, commands, query: q, page });
    const title = `${channel.displayName}'s commands`;
    return sendPage(
      c,
      renderChannelPage({ channel, tab: 'commands', counts: read.counts, title, content }),
      200,
    );
  })
  .get('/c/:login/quotes', changesNothing, async (c) => {
    const channel = await pageChannel(c);
    if (!channel) return notFound(c);
    const { q, page } = pageQuerySchema.parse(c.req.query());
    const query = readQuoteQuery(q);
    const title = `${channel.displayName}'s quotes`;
    const view = { channel, query: q, isSearch: isSearch(query), shortWords: query.shortWords, page };
    const refusal = view.isSearch
      ? spendSearch(c.env, channel.streamerId, c.req.header('CF-Connecting-IP'))
      : null;
    if (refusal) {
      c.header('Retry-After', String(refusal.retryAfterSeconds));
      const content = renderQuotesTab({ ...view, ...nothingFound, refusal: refusal.reason });
      return sendPage(c, renderChannelPage({ channel, tab: 'quotes', title, content }), 429);
    }
    const found = await readPublicQuotes(openDatabase(c.env.DB), channel.streamerId, {
      query,
      page,
      pageSize: quotesPerPage,
    });
    const content = renderQuotesTab({ ...view, ...found });
    return sendPage(
      c,
      renderChannelPage({ channel, tab: 'quotes', counts: found.counts, title, content }),
      200,
    );
  })
  // A link copied with a slash at its end still opens the page.
  .get('/c/:login/', changesNothing, (c) => {
    const name = c.req.param('login');
    return isChannelName(name) ? c.redirect(publicPagePath(name), 301) : notFound(c);
  })
  .get('/c/*', changesNothing, notFound);
