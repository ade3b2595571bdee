// The public page's quote search (/c/{login}/quotes?q=): found through the index the quotes' triggers
// keep, whatever writes them; bounded in what it reads; and limited per address and per channel.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { quoteSearchLimits, readQuoteQuery } from '../../core/quotes/quote-search';
import { openDatabase } from '../../db/client';
import { readPublicQuotes } from '../../db/public-page';
import { randomQuote } from '../../db/quotes';
import { upsertStreamer } from '../../db/streamers';
import { quoteSearchAllowance } from '../../worker/routes/public-page';
import { streamerFixture } from './live-events-fixture';
import { origin } from './session-helpers';

type Fixture = Awaited<ReturnType<typeof streamerFixture>>;

let addresses = 0;
/** A client address of its own for each test, so allowances spent in one do not reach another. */
const newAddress = () => `198.51.100.${++addresses}`;

const open = (path: string, address = newAddress()) =>
  exports.default.fetch(new Request(`${origin}${path}`, { headers: { 'CF-Connecting-IP': address } }));

const quoteNumbers = (page: string) =>
  [...page.matchAll(/class="quote-number">#(\d+)</g)].map((m) => Number(m[1]));

const search = async (login: string, q: string, address?: string) => {
  const response = await open(`/c/${login}/quotes?q=${encodeURIComponent(q)}`, address);
  return { status: response.status, page: await response.text(), headers: response.headers };
};

async function addQuote(streamer: Fixture, text: string) {
  const added = await streamer.api('POST', '/api/quotes', { text });
  if (added.status !== 200) throw new Error(`adding a quote answered ${added.status}`);
}

/** Quotes 1..n, written straight to D1 as an import does (the triggers index them all the same). */
async function insertQuotes(streamerId: string, n: number, text: (number: number) => string) {
  const insert = env.DB.prepare(
    'INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, ?, ?, ?, ?)',
  );
  for (let from = 1; from <= n; from += 500)
    await env.DB.batch(
      Array.from({ length: Math.min(500, n - from + 1) }, (_, i) =>
        insert.bind(streamerId, from + i, text(from + i), `viewer${from + i}`, Date.UTC(2024, 2, 12)),
      ),
    );
}

describe('the public quote search', () => {
  it('finds every word, in the text or the name of who added it, in any case and script', async () => {
    const streamer = await streamerFixture('WordsCaster');
    for (const text of [
      'The BOSS fight was rough',
      'boss fight again',
      'Спасибо за стрим',
      '今日はいい天気ですね',
    ])
      await addQuote(streamer, text);
    expect(quoteNumbers((await search('wordscaster', 'boss')).page)).toEqual([1, 2]);
    expect(quoteNumbers((await search('wordscaster', 'FIGHT rough')).page)).toEqual([1]);
    expect(quoteNumbers((await search('wordscaster', 'oss fig')).page)).toEqual([1, 2]);
    expect(quoteNumbers((await search('wordscaster', 'спасибо')).page)).toEqual([3]);
    expect(quoteNumbers((await search('wordscaster', 'いい天気')).page)).toEqual([4]);
    expect(quoteNumbers((await search('wordscaster', 'wordscaster boss')).page)).toEqual([1, 2]);
    const none = await search('wordscaster', 'boss again rough');
    expect(quoteNumbers(none.page)).toEqual([]);
    expect(none.page).toContain('No quote matches “boss again rough”.');
  });

  it('answers a 49-character word, and a longer one, with the page', async () => {
    const streamer = await streamerFixture('LongCaster');
    const word = 'a'.repeat(49);
    await addQuote(streamer, `before ${word} after`);
    await addQuote(streamer, 'short');
    for (const q of [word, 'b'.repeat(200), `${word}_%\\"'`]) {
      const { status, page } = await search('longcaster', q);
      expect(status, q).toBe(200);
      expect(page, q).toContain('id="results"');
    }
    expect(quoteNumbers((await search('longcaster', word)).page)).toEqual([1]);
  });

  it('finds a quote by its number, or searches the number as text when there is no such quote', async () => {
    const streamer = await streamerFixture('NumberCaster');
    await insertQuotes(streamer.streamerId, 12, (n) => (n === 5 ? 'scored 1200 points' : `quote ${n}`));
    expect(quoteNumbers((await search('numbercaster', '#12')).page)).toEqual([12]);
    expect(quoteNumbers((await search('numbercaster', '7')).page)).toEqual([7]);
    expect(quoteNumbers((await search('numbercaster', '1200')).page)).toEqual([5]);
    expect((await search('numbercaster', '99')).page).toContain('No quote matches “99”.');
  });

  it("never finds another channel's quotes, even one whose id holds this one's", async () => {
    const one = await streamerFixture('OneIdCaster');
    // The other channel's id starts with this one's.
    await upsertStreamer(
      openDatabase(env.DB),
      { streamerId: `${one.streamerId}7`, login: 'otheridcaster', displayName: 'OtherIdCaster' },
      null,
      Date.now(),
    );
    await insertQuotes(one.streamerId, 2, () => 'shared words here');
    await insertQuotes(`${one.streamerId}7`, 3, () => 'shared words here');
    const found = await search('oneidcaster', 'shared');
    expect(quoteNumbers(found.page)).toEqual([1, 2]);
    expect(found.page).toContain('2 quotes match “shared”.');
    expect(quoteNumbers((await search('otheridcaster', 'shared')).page)).toEqual([1, 2, 3]);
  });

  it('follows quotes edited, deleted and renumbered after they were added', async () => {
    const streamer = await streamerFixture('EditCaster');
    for (const text of ['pizza party', 'pasta night', 'pizza again']) await addQuote(streamer, text);
    expect(quoteNumbers((await search('editcaster', 'pizza')).page)).toEqual([1, 3]);

    expect(
      (await streamer.api('PUT', '/api/quotes', { number: 2, editedText: 'pizza for once' })).status,
    ).toBe(200);
    expect(quoteNumbers((await search('editcaster', 'pizza')).page)).toEqual([1, 2, 3]);
    expect(quoteNumbers((await search('editcaster', 'pasta')).page)).toEqual([]);

    expect((await streamer.api('DELETE', '/api/quotes', { number: 1 })).status).toBe(200);
    const afterDelete = await search('editcaster', 'pizza');
    expect(quoteNumbers(afterDelete.page)).toEqual([2, 3]);
    expect(afterDelete.page).not.toContain('pizza party');
    expect(afterDelete.page).toMatch(/Quotes <span class="count">2<\/span>/);

    // Renumbering (Discord's and the dashboard's "close the gaps") keeps each quote findable.
    await env.DB.prepare('UPDATE quotes SET number = number - 1 WHERE streamer_id = ?')
      .bind(streamer.streamerId)
      .run();
    expect(quoteNumbers((await search('editcaster', 'pizza')).page)).toEqual([1, 2]);
    expect((await search('editcaster', 'once')).page).toContain('pizza for once');
  });

  it('says when more quotes match than a search shows, and shows the first ones', async () => {
    const streamer = await streamerFixture('ManyQuotesCaster');
    await insertQuotes(streamer.streamerId, quoteSearchLimits.maxMatches + 20, (n) => `common word ${n}`);
    const first = await search('manyquotescaster', 'common');
    expect(first.page).toContain(
      `More than ${quoteSearchLimits.maxMatches} quotes match “common”: the first ${quoteSearchLimits.maxMatches} are shown.`,
    );
    expect(quoteNumbers(first.page)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const pages = quoteSearchLimits.maxMatches / 50;
    const last = await open(`/c/manyquotescaster/quotes?q=common&page=${pages}`);
    expect(quoteNumbers(await last.text())[49]).toBe(quoteSearchLimits.maxMatches);
  });

  it('reads a bounded number of rows, not every quote of the channel', async () => {
    const streamer = await streamerFixture('RowsCaster');
    const quotes = 3_000;
    await insertQuotes(streamer.streamerId, quotes, (n) => (n % 3 ? `plain words ${n}` : `rare gem ${n}`));
    const reads = { rows: 0 };
    const counting = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            const results = await target.batch(statements);
            for (const result of results) reads.rows += result.meta.rows_read;
            return results;
          };
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const db = openDatabase(counting);
    for (const q of ['rare gem', 'plain', 'nothing like this', '']) {
      reads.rows = 0;
      const found = await readPublicQuotes(db, streamer.streamerId, {
        query: readQuoteQuery(q),
        page: 1,
        pageSize: 50,
      });
      expect(found.quotes.length, q).toBeGreaterThan(q === 'nothing like this' ? -1 : 0);
      expect(reads.rows, q).toBeLessThan(1_000);
    }
  });
});

describe('the public quote search allowances', () => {
  it(`refuses an address past ${quoteSearchAllowance.perAddress} searches a minute with 429, Retry-After and the reason`, async () => {
    const streamer = await streamerFixture('HurryCaster');
    await addQuote(streamer, 'something to find');
    const address = newAddress();
    for (let i = 0; i < quoteSearchAllowance.perAddress; i++)
      expect((await search('hurrycaster', `something ${i}`, address)).status).toBe(200);
    const refused = await search('hurrycaster', 'something', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(refused.page).toMatch(/Too many searches from you in a minute\. Wait \d+ s and search again\./);
    expect(quoteNumbers(refused.page)).toEqual([]);
    // The page without a search, and another address, are still served.
    expect((await open('/c/hurrycaster/quotes', address)).status).toBe(200);
    expect((await search('hurrycaster', 'something', newAddress())).status).toBe(200);
  });

  it(`refuses a channel's viewers together past ${quoteSearchAllowance.perChannel} searches a minute, and no other channel`, {
    timeout: 60_000,
  }, async () => {
    const busy = await streamerFixture('BusyCaster');
    const calm = await streamerFixture('CalmCaster');
    await addQuote(busy, 'popular quote');
    await addQuote(calm, 'popular quote');
    // Viewers each well within their own allowance, until the channel's runs out (it refills meanwhile,
    // so a few more than its allowance may pass).
    const perAddress = 10;
    let sent = 0;
    let refused: Awaited<ReturnType<typeof search>> | undefined;
    while (!refused && sent < 3 * quoteSearchAllowance.perChannel) {
      const address = newAddress();
      const answers = await Promise.all(
        Array.from({ length: perAddress }, () => search('busycaster', 'popular', address)),
      );
      sent += perAddress;
      refused = answers.find((answer) => answer.status === 429);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    }
    expect(sent).toBeGreaterThanOrEqual(quoteSearchAllowance.perChannel);
    if (!refused) throw new Error(`${sent} searches of one channel were all answered`);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.page).toContain('Too many people are searching these quotes right now.');
    expect((await search('calmcaster', 'popular')).status).toBe(200);
  });
});

describe("the chat's !quote search", () => {
  it('finds a random quote holding a search of 49 characters or more, % and _ as text', async () => {
    const streamer = await streamerFixture('ChatSearchCaster');
    const word = 'z'.repeat(60);
    await insertQuotes(streamer.streamerId, 3, (n) => [`${word} Tail`, '100% sure', 'plain'][n - 1] ?? '');
    const db = openDatabase(env.DB);
    expect((await randomQuote(db, streamer.streamerId, word.slice(0, 49)))?.number).toBe(1);
    expect((await randomQuote(db, streamer.streamerId, `${word} TAIL`))?.number).toBe(1);
    expect((await randomQuote(db, streamer.streamerId, '0%'))?.number).toBe(2);
    expect(await randomQuote(db, streamer.streamerId, '_')).toBeUndefined();
  });
});
