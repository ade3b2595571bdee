// The channel's public commands page, /c/{login} (login or display name, any case): its commands and
// a Quotes tab, for anyone, no session; and its on/off setting for the signed-in streamer.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { searchWords, toPublicCommand } from '../../core/public-page/public-command';
import { isChannelName, publicPagePath } from '../../core/public-page/public-page-path';
import { publicPageSettingSchema } from '../../core/public-page/public-page-setting';
import { openDatabase } from '../../db/client';
import {
  isPublicPageEnabled,
  readPublicCommands,
  searchPublicQuotes,
  setPublicPageEnabled,
} from '../../db/public-page';
import { findStreamerByName } from '../../db/streamers';
import { type AppEnv, channelOf } from '../env';
import { renderCommandsTab } from '../public-page/commands-tab';
import { pageScript, pageSecurityHeaders, scriptRoute, scriptVersion } from '../public-page/page-assets';
import { type Fragment, renderChannelPage, renderNotFoundPage } from '../public-page/page-layout';
import { quotesPerPage, renderQuotesTab } from '../public-page/quotes-tab';
import { validJson } from '../validation';

/** PUBLIC_URL when set (what viewers reach), else the origin the dashboard is served from. */
const publicOrigin = (c: Context<AppEnv>) => c.env.PUBLIC_URL || new URL(c.req.url).origin;

/** The settings of the page, for the signed-in streamer (/api/publicPage). */
export const publicPageSettingRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const streamer = c.get('streamer');
    const enabled = await isPublicPageEnabled(openDatabase(c.env.DB), streamer.streamerId);
    const url = new URL(publicPagePath(streamer.login), publicOrigin(c)).toString();
    return c.json({ status: true as const, enabled, url });
  })
  .post('/', validJson(publicPageSettingSchema), async (c) => {
    const { enabled } = c.req.valid('json');
    const streamerId = c.get('streamer').streamerId;
    await setPublicPageEnabled(openDatabase(c.env.DB), streamerId, enabled);
    // `!commands` answers with the link only while the page is on.
    await channelOf(c.env, streamerId).contentChanged('publicPage');
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

async function sendPage(c: Context<AppEnv>, page: Fragment, status: 200 | 404) {
  for (const [name, value] of Object.entries(await pageSecurityHeaders())) c.header(name, value);
  c.header('Cache-Control', status === 200 ? pageCaching : 'no-store');
  return c.html(page, status);
}

const notFound = (c: Context<AppEnv>) => sendPage(c, renderNotFoundPage(), 404);

/** The channel the address names, if it has the page on; anything that cannot be a name is none. */
async function pageChannel(c: Context<AppEnv>) {
  const name = c.req.param('login') ?? '';
  if (!isChannelName(name)) return undefined;
  const streamer = await findStreamerByName(openDatabase(c.env.DB), name);
  return streamer?.publicPageEnabled ? streamer : undefined;
}

/** The page itself, for anyone (/c/{login}). */
export const publicPageRoutes = new Hono<AppEnv>()
  .get(scriptRoute, (c) => {
    // The page names the script by its version: that address may be kept for good.
    const isCurrent = c.req.query('v') === scriptVersion;
    return c.body(pageScript, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': isCurrent ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  })
  .get('/c/:login', async (c) => {
    const channel = await pageChannel(c);
    if (!channel) return notFound(c);
    const { q, page } = pageQuerySchema.parse(c.req.query());
    const { commands, counts } = await readPublicCommands(openDatabase(c.env.DB), channel.streamerId);
    const content = renderCommandsTab({ channel, commands: commands.map(toPublicCommand), query: q, page });
    const title = `${channel.displayName}'s commands`;
    return sendPage(c, renderChannelPage({ channel, tab: 'commands', counts, title, content }), 200);
  })
  .get('/c/:login/quotes', async (c) => {
    const channel = await pageChannel(c);
    if (!channel) return notFound(c);
    const { q, page } = pageQuerySchema.parse(c.req.query());
    const found = await searchPublicQuotes(openDatabase(c.env.DB), channel.streamerId, {
      words: searchWords(q),
      page,
      pageSize: quotesPerPage,
    });
    const content = renderQuotesTab({
      channel,
      quotes: found.quotes,
      matching: found.matching,
      query: q,
      page,
    });
    const title = `${channel.displayName}'s quotes`;
    return sendPage(
      c,
      renderChannelPage({ channel, tab: 'quotes', counts: found.counts, title, content }),
      200,
    );
  })
  // A link copied with a slash at its end still opens the page.
  .get('/c/:login/', (c) => {
    const name = c.req.param('login');
    return isChannelName(name) ? c.redirect(publicPagePath(name), 301) : notFound(c);
  })
  .get('/c/*', notFound);
