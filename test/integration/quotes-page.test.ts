import { describe, expect, it } from 'vitest';
import { newStreamer } from './tips-fixture';

type QuoteRow = { number: number; text: string; submitter: string };

describe('quotes added and edited on the Quotes page', () => {
  it('adds a quote submitted by whoever is signed in, numbered after the others', async () => {
    const streamer = await newStreamer();
    expect(await streamer.json('POST', '/api/quotes', { text: '  First words  ' })).toEqual({
      status: true,
      number: 1,
    });
    expect(await streamer.json('POST', '/api/quotes', { text: 'Second words' })).toEqual({
      status: true,
      number: 2,
    });
    const { quotes } = (await streamer.json('GET', '/api/quotes')) as { quotes: QuoteRow[] };
    expect(quotes.map(({ number, text, submitter }) => ({ number, text, submitter }))).toEqual([
      { number: 1, text: 'First words', submitter: `Tipped${streamer.id}` },
      { number: 2, text: 'Second words', submitter: `Tipped${streamer.id}` },
    ]);
  });

  it('refuses an over-long or empty quote with the reason and the limit, and keeps what was there', async () => {
    const streamer = await newStreamer();
    await streamer.json('POST', '/api/quotes', { text: 'Kept as it was' });
    const tooLong = 'x'.repeat(5000);
    for (const [method, body] of [
      ['POST', { text: tooLong }],
      ['PUT', { number: 1, editedText: tooLong }],
    ] as const) {
      const response = await streamer.api(method, '/api/quotes', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        status: false,
        reason: 'The quote is too long: 5,000 characters, the limit is 500.',
      });
    }
    const empty = await streamer.api('POST', '/api/quotes', { text: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ reason: 'The quote cannot be empty.' });
    const format = await streamer.api('PUT', '/api/quotes/format', { text: 'y'.repeat(501) });
    expect(format.status).toBe(400);
    expect(await format.json()).toMatchObject({
      reason: 'The format is too long: 501 characters, the limit is 500.',
    });
    const { quotes } = (await streamer.json('GET', '/api/quotes')) as { quotes: QuoteRow[] };
    expect(quotes.map((quote) => quote.text)).toEqual(['Kept as it was']);
  });
});
