// A StreamElements import within the Workers Free plan's 50 subrequests a request: a channel's quotes
// come 100 a page, so a long list is read over several previews (each answering a cursor to go on
// with), then imported with that cursor without asking StreamElements again; a JWT is checked to be
// one before anything is sent (an expired one: import-preview.test.ts). The fake records every call.
import { describe, expect, it } from 'vitest';
import { demoStreamElements, demoStreamElementsQuotes } from '../../core/import/demo-streamelements';
import { streamElementsCallsPerRequest } from '../../integrations/import/streamelements-bot-api';
import {
  channelSnapshot,
  fakesForEachTest,
  type ImportStreamer,
  importStreamer,
  type Preview,
  rowsOf,
  seChannel,
  seJwt,
  streamElementsJwtFor,
} from './import-fixture';

const fakes = fakesForEachTest();

/** The Free plan's subrequests a request. */
const freePlanSubrequests = 50;

/** A channel with this many quotes, as StreamElements lists them. */
function channelWithQuotes(count: number) {
  const quotes = Array.from({ length: count }, (_, i) => ({
    ...demoStreamElementsQuotes[i % demoStreamElementsQuotes.length],
    _id: `q${i}`,
    quoteId: i + 1,
    message: `Quote number ${i + 1}`,
  }));
  fakes.streamElements.setBot(seChannel, { ...demoStreamElements, quotes });
  return quotes;
}

type Reading = { reading: { cursor: string; quotesRead: number } };

/** A request and the calls it made to StreamElements. */
async function counted(streamer: ImportStreamer, path: string, body: Record<string, unknown>) {
  const before = fakes.streamElements.state.requests.length;
  const response = await streamer.json('POST', path, body);
  return { ...response, calls: fakes.streamElements.state.requests.length - before };
}

describe('a StreamElements read over several requests', () => {
  it('reads a channel of many quote pages whole over several previews, each within 50 calls, and imports it', {
    timeout: 60_000,
  }, async () => {
    const streamer = await importStreamer('ManyQuotes');
    // Enough pages for three requests.
    const quotes = channelWithQuotes(100 * (2 * streamElementsCallsPerRequest + 5));

    const calls: number[] = [];
    const read: number[] = [];
    let answer = await counted(streamer, '/api/import/preview', { source: 'streamelements', jwt: seJwt });
    calls.push(answer.calls);
    while (answer.status === 200 && 'reading' in answer.body) {
      const { cursor, quotesRead } = (answer.body as unknown as Reading).reading;
      read.push(quotesRead);
      answer = await counted(streamer, '/api/import/preview', {
        source: 'streamelements',
        jwt: seJwt,
        cursor,
      });
      calls.push(answer.calls);
    }
    expect(answer.status).toBe(200);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...calls)).toBeLessThanOrEqual(freePlanSubrequests);
    // Each answer under way says how far the read is.
    expect(read).toEqual([...read].sort((a, b) => a - b));
    const preview = answer.body as unknown as Preview & { cursor: string };
    expect(preview.counts.quote).toBe(quotes.length);
    expect(preview.cursor).toEqual(expect.any(String));

    // The import takes what the previews read: StreamElements is not asked again.
    const importWithCursor = () =>
      counted(streamer, '/api/import/apply', {
        source: 'streamelements',
        jwt: seJwt,
        cursor: preview.cursor,
        onExisting: 'skip',
      });
    const applied = await importWithCursor();
    expect(applied.status).toBe(200);
    expect(applied.calls).toBe(0);
    expect(await rowsOf('quotes', streamer.streamerId)).toHaveLength(quotes.length);
    // The read is gone once imported: its cursor is not known any more.
    const again = await importWithCursor();
    expect(again.status).toBe(404);
    expect(again.calls).toBe(0);
  });

  it('refuses to import a long list read in one go, and keeps a cursor to its own channel and JWT', {
    timeout: 30_000,
  }, async () => {
    const streamer = await importStreamer('CursorOwner');
    const other = await importStreamer('CursorThief');
    channelWithQuotes(100 * (streamElementsCallsPerRequest + 5));
    const before = await channelSnapshot(streamer);
    const direct = await counted(streamer, '/api/import/apply', {
      source: 'streamelements',
      jwt: seJwt,
      onExisting: 'skip',
    });
    expect(direct.status).toBe(409);
    expect(direct.body.reason).toMatch(/preview the import/);
    expect(direct.calls).toBeLessThanOrEqual(freePlanSubrequests);
    expect(await channelSnapshot(streamer)).toEqual(before);

    const started = await counted(streamer, '/api/import/preview', { source: 'streamelements', jwt: seJwt });
    const { cursor } = (started.body as unknown as Reading).reading;
    // Another channel cannot go on with it, nor can another JWT: nothing is sent for either.
    const stolen = await counted(other, '/api/import/preview', {
      source: 'streamelements',
      jwt: seJwt,
      cursor,
    });
    expect(stolen.status).toBe(404);
    const otherJwt = streamElementsJwtFor('another-channel');
    const switched = await counted(streamer, '/api/import/preview', {
      source: 'streamelements',
      jwt: otherJwt,
      cursor,
    });
    expect(switched.status).toBe(409);
    expect(stolen.calls + switched.calls).toBe(0);
    // A cursor is no way to send pasted data either.
    const mixed = await streamer.json('POST', '/api/import/preview', {
      source: 'streamelements',
      data: { quotes: demoStreamElementsQuotes },
      cursor,
    });
    expect(mixed.status).toBe(400);
  });
});

describe('the JWT is checked before anything is sent', () => {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_');

  it.each([
    ['three parts that are not a JWT', 'abc.def.ghi', 'first part is no JWT header'],
    [
      'a JWT whose payload names no expiry',
      `${part({ alg: 'HS256' })}.${part({ channel: 'x' })}.c2ln`,
      'no expiry',
    ],
  ])('refuses %s with a plain 400, sending nothing', async (_, jwt, why) => {
    const streamer = await importStreamer('NotAJwt');
    for (const path of ['/api/import/preview', '/api/import/apply']) {
      const response = await streamer.json('POST', path, {
        source: 'streamelements',
        jwt,
        onExisting: 'skip',
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: false, reason: expect.stringContaining(why) });
    }
    expect(fakes.streamElements.state.requests).toEqual([]);
  });

  it('refuses a JWT saved on Tip Setup that is not one, sending nothing', async () => {
    const streamer = await importStreamer('SavedNotAJwt');
    expect((await streamer.json('POST', '/api/tips/streamelements', { jwt: 'abc.def.ghi' })).status).toBe(
      200,
    );
    const response = await counted(streamer, '/api/import/preview', { source: 'streamelements' });
    expect(response.status).toBe(400);
    expect(response.body.reason).toMatch(/^The JWT saved on Tip Setup is not one StreamElements issued\./);
    expect(response.calls).toBe(0);
  });
});
