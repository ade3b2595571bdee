// /api/quotes: the signed-in streamer's quotes and how they are shown (spec section 7).
import { Hono } from 'hono';
import {
  addQuoteSchema,
  defaultBackgroundFormat,
  defaultQuoteFormat,
  deleteQuoteSchema,
  editQuoteSchema,
  quoteFormatSchema,
} from '../../core/quotes/quote';
import { openDatabase } from '../../db/client';
import {
  addQuote,
  deleteQuote,
  editQuote,
  listQuotes,
  readQuoteFormats,
  renumberQuotes,
  writeQuoteFormat,
} from '../../db/quotes';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { changes, changesNothing } from '../route-properties';
import { validJson } from '../validation';

const noSuchQuote = (number: number) => new HttpError(404, `There is no quote #${number}.`);

export const quoteRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, async (c) => {
    const quotes = await listQuotes(openDatabase(c.env.DB), c.get('streamer').streamerId);
    return c.json({ status: true as const, quotes });
  })
  .get('/settings', changesNothing, async (c) => {
    const streamer = c.get('streamer');
    const formats = await readQuoteFormats(openDatabase(c.env.DB), streamer.streamerId);
    return c.json({
      status: true as const,
      settings: {
        quoteFormat: formats.quoteFormat ?? defaultQuoteFormat,
        backgroundFormat: formats.backgroundFormat ?? defaultBackgroundFormat,
        username: streamer.login,
      },
    });
  })
  // Added from the page: submitted by whoever is signed in (as chat names its submitters); the
  // channel's cap is checked inside the insert.
  .post('/', changes('Quotes'), validJson(addQuoteSchema), async (c) => {
    const { text } = c.req.valid('json');
    const db = openDatabase(c.env.DB);
    const number = await addQuote(
      db,
      c.get('streamer').streamerId,
      text,
      c.get('user').displayName,
      Date.now(),
    );
    return c.json({ status: true as const, number });
  })
  .delete('/', changes('Quotes'), validJson(deleteQuoteSchema), async (c) => {
    const { number } = c.req.valid('json');
    if (!(await deleteQuote(openDatabase(c.env.DB), c.get('streamer').streamerId, number)))
      throw noSuchQuote(number);
    return c.json({ status: true as const });
  })
  .put('/', changes('Quotes'), validJson(editQuoteSchema), async (c) => {
    const { number, editedText } = c.req.valid('json');
    const edited = await editQuote(openDatabase(c.env.DB), c.get('streamer').streamerId, number, editedText);
    if (!edited) throw noSuchQuote(number);
    return c.json({ status: true as const });
  })
  .post('/renumber', changes('Quotes'), async (c) => {
    await renumberQuotes(openDatabase(c.env.DB), c.get('streamer').streamerId);
    return c.json({ status: true as const });
  })
  .put('/format', changes('Quotes'), validJson(quoteFormatSchema), async (c) => {
    const { text } = c.req.valid('json');
    await writeQuoteFormat(openDatabase(c.env.DB), c.get('streamer').streamerId, { quoteFormat: text });
    return c.json({ status: true as const });
  })
  .put('/bgFormat', changes('Quotes'), validJson(quoteFormatSchema), async (c) => {
    const { text } = c.req.valid('json');
    await writeQuoteFormat(openDatabase(c.env.DB), c.get('streamer').streamerId, {
      backgroundFormat: text,
    });
    return c.json({ status: true as const });
  });
