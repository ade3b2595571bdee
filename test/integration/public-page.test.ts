import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { streamerFixture } from './live-events-fixture';
import { origin } from './session-helpers';

type Fixture = Awaited<ReturnType<typeof streamerFixture>>;

const open = (path: string) => exports.default.fetch(`${origin}${path}`);

async function addCommand(streamer: Fixture, command: Record<string, unknown>) {
  const added = await streamer.api('POST', '/api/commands', { format: 'add', command });
  if (added.status !== 200) throw new Error(`adding a command answered ${added.status}`);
}

/** Quotes 1..n, written straight to D1 (the chat path that adds them one by one is tested elsewhere). */
async function addQuotes(streamerId: string, n: number, text: (number: number) => string) {
  const insert = env.DB.prepare(
    'INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, ?, ?, ?, ?)',
  );
  const rows = Array.from({ length: n }, (_, i) =>
    insert.bind(streamerId, i + 1, text(i + 1), `viewer${i + 1}`, Date.UTC(2024, 2, 12)),
  );
  await env.DB.batch(rows);
}

/** The rows of the commands table, each as its cells' text, and whether the row is hidden. */
function commandRows(page: string) {
  return [...page.matchAll(/<tr( hidden)?><td class="name">([\s\S]*?)<\/tr>/g)].map((match) => ({
    hidden: match[1] !== undefined,
    html: match[2] ?? '',
    text: (match[2] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

const quoteNumbers = (page: string) =>
  [...page.matchAll(/class="quote-number">#(\d+)</g)].map((m) => Number(m[1]));

/** A channel with one command of each kind the page must show or leave out. */
async function channelWithCommands(name: string) {
  const streamer = await streamerFixture(name);
  await addCommand(streamer, { command: 'discord', type: 'Text', text: 'Join us at discord.gg/example' });
  await addCommand(streamer, {
    command: 'hug',
    type: 'Text',
    text: '{username} hugs {touser} <script>alert(1)</script> & "friends"',
    subsOnly: true,
    cooldownSeconds: 90,
  });
  await addCommand(streamer, {
    command: 'vipnight',
    type: 'Text',
    text: 'Regulars party',
    regularsOnly: true,
  });
  await addCommand(streamer, {
    command: 'followed',
    type: 'Text',
    text: 'Thanks for the follow',
    followersOnly: true,
  });
  await addCommand(streamer, {
    command: 'secret',
    type: 'Text',
    text: 'hidden words',
    hiddenOnPublicPage: true,
  });
  await addCommand(streamer, {
    command: 'old',
    type: 'Text',
    text: 'switched off words',
    enabledInTwitch: false,
  });
  await addCommand(streamer, { command: 'dice', type: 'roll', cooldownSeconds: 3600 });
  await addCommand(streamer, { command: 'game', type: 'game' });
  return streamer;
}

describe('the public commands page', () => {
  it("lists the channel's enabled commands: what each says as written, who may use it and its cooldown", async () => {
    await channelWithCommands('PageCaster');
    const response = await open('/c/pagecaster');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<title>PageCaster&#39;s commands</title>');
    expect(page).toContain('<h1>PageCaster</h1>');

    const rows = commandRows(page);
    expect(rows.map((row) => row.text.split(' ')[0])).toEqual([
      '!dice',
      '!discord',
      '!followed',
      '!game',
      '!hug',
    ]);
    expect(rows.every((row) => !row.hidden)).toBe(true);
    expect(page).not.toContain('hidden words');
    expect(page).not.toContain('switched off words');
    // Regulars are viewers the streamer picked: a command for them is not one every viewer may use.
    expect(page).not.toContain('Regulars party');

    const row = (keyword: string) => rows.find((r) => r.text.startsWith(keyword))?.text;
    expect(row('!discord')).toBe('!discord Join us at discord.gg/example Everyone None');
    expect(row('!hug')).toBe(
      '!hug {username} hugs {touser} &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; Subscribers 1 min 30 s',
    );
    expect(row('!followed')).toContain('Followers');
    // A functional command shows how it is typed and what it does; !game answers anyone who only asks.
    expect(row('!dice')).toMatch(/^!dice !dice \[XdY\+Z \| XdY \| Y\] Rolls dice.* Everyone 1 h$/);
    expect(row('!game')).toMatch(/Everyone Moderators can change it None$/);
    // The reply's markup is text, never markup: no script element reaches the page from it.
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page.match(/<script\b/g)).toHaveLength(1);
  });

  it('opens for the login or the display name, in any letter case', async () => {
    await channelWithCommands('CaseCaster');
    for (const name of ['casecaster', 'CASECASTER', 'CaseCaster', 'cAsEcAsTeR']) {
      const response = await open(`/c/${name}`);
      expect(response.status, name).toBe(200);
      expect(await response.text()).toContain('<h1>CaseCaster</h1>');
    }
    const streamer = await streamerFixture('Shown_Name');
    await env.DB.prepare('UPDATE streamers SET login = ? WHERE twitch_user_id = ?')
      .bind('another_login', streamer.streamerId)
      .run();
    expect((await open('/c/shown_name')).status).toBe(200);
    expect((await open('/c/another_login')).status).toBe(200);
  });

  it('hides what a search does not match, so it works without the script, and says when nothing does', async () => {
    await channelWithCommands('SearchCaster');
    const page = await (await open('/c/searchcaster?q=DISCORD%20join')).text();
    const shown = commandRows(page).filter((row) => !row.hidden);
    expect(shown.map((row) => row.text.split(' ')[0])).toEqual(['!discord']);
    expect(page).toContain('1 of 5 commands');
    // Every command is on the page: the script filters there rather than asking the server.
    expect(page).toContain('<div id="results" data-complete>');
    expect(page).toContain('value="DISCORD join"');

    const none = await (await open('/c/searchcaster?q=nothing-like-this')).text();
    expect(commandRows(none).every((row) => row.hidden)).toBe(true);
    expect(none).toContain('No command matches “nothing-like-this”.');
    expect(none).not.toMatch(/class="empty no-match" hidden/);
  });

  it('gives a channel with more commands than a page a page at a time, searched on the server', async () => {
    const streamer = await streamerFixture('ManyCaster');
    const insert = env.DB.prepare(
      'INSERT INTO commands (id, streamer_id, command, command_key, type, text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const names = Array.from({ length: 230 }, (_, i) => `c${String(i).padStart(3, '0')}`);
    await env.DB.batch(
      names.map((name, i) =>
        insert.bind(
          `many-${i}`,
          streamer.streamerId,
          name,
          name,
          'Text',
          `reply ${i % 2 ? 'odd' : 'even'}`,
          i,
        ),
      ),
    );
    const first = await (await open('/c/manycaster')).text();
    expect(first).not.toContain('data-complete');
    expect(commandRows(first)).toHaveLength(200);
    expect(first).toContain('230 commands');
    expect(first).toContain('href="/c/manycaster?page=2" rel="next"');
    const second = commandRows(await (await open('/c/manycaster?page=2')).text());
    expect(second.map((row) => row.text.split(' ')[0])).toEqual(names.slice(200).map((name) => `!${name}`));

    // A search finds on every page and sends only what matches.
    const odd = await (await open('/c/manycaster?q=odd')).text();
    expect(commandRows(odd)).toHaveLength(115);
    expect(commandRows(odd).every((row) => !row.hidden && row.text.includes('odd'))).toBe(true);
    expect(odd).toContain('115 of 230 commands');
    expect(commandRows(await (await open('/c/manycaster?q=c229')).text())).toHaveLength(1);
    expect(await (await open('/c/manycaster?q=nothing-like-this')).text()).toContain(
      'No command matches “nothing-like-this”.',
    );
    expect(await (await open('/c/manycaster?page=7')).text()).toContain('There are only 2 pages.');
  });

  it('answers an unknown channel with the 404 page', async () => {
    const response = await open('/c/nobody_by_this_name');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toContain('No commands page here');
  });

  it.each([
    '/c/..%2F',
    '/c/%00',
    `/c/${'a'.repeat(500)}`,
    '/c/a.b',
    '/c/a%20b',
    '/c/%E0%A4%A',
    '/c/%3Cscript%3E',
    '/c/',
    '/c/-',
    '/c/pagecaster/nothing-here',
    '/c/..%2F/quotes',
  ])('answers %s, which names no channel, with the 404 page, never an error', async (path) => {
    const response = await open(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No commands page here');
  });

  it('sends a link with a slash at its end to the page', async () => {
    await streamerFixture('SlashCaster');
    const response = await exports.default.fetch(`${origin}/c/SlashCaster/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/c/SlashCaster');
  });

  it("carries the product's security headers, its inline style allowed by its hash and its own script only", async () => {
    await channelWithCommands('HeaderCaster');
    for (const path of ['/c/headercaster', '/c/headercaster/quotes', '/c/nobody_by_this_name']) {
      const response = await open(path);
      const page = await response.text();
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style));
      const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
      expect(policy).toContain(`style-src 'sha256-${hash}'`);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      // No inline script and nothing from another site.
      expect(page).not.toMatch(/<script(?![^>]*\bsrc="\/c\/-\/public-page\.js\?v=)[^>]*>/);
      expect(page).not.toMatch(/(src|href)="https?:\/\/(?!www\.twitch\.tv\/)/);
    }
    const page = await (await open('/c/headercaster')).text();
    const scriptPath = /<script src="([^"]+)"/.exec(page)?.[1] ?? '';
    const script = await open(scriptPath);
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('Cache-Control')).toContain('immutable');
    expect(await script.text()).toContain('filterInPage');
  });

  it('lets viewers keep a page only briefly', async () => {
    await streamerFixture('CacheCaster');
    expect((await open('/c/cachecaster')).headers.get('Cache-Control')).toBe('public, max-age=30');
  });
});

describe('the Quotes tab', () => {
  it('pages the quotes on the server, 50 at a time, by number', async () => {
    const streamer = await streamerFixture('QuoteCaster');
    await addQuotes(streamer.streamerId, 120, (n) => `quote text ${n}`);
    const first = await (await open('/c/quotecaster/quotes')).text();
    expect(first).toContain('<title>QuoteCaster&#39;s quotes</title>');
    expect(quoteNumbers(first)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(first).toContain('120 quotes');
    expect(first).toContain('Page 1 of 3');
    expect(first).toContain('href="/c/quotecaster/quotes?page=2" rel="next"');
    expect(first).toContain('Added by viewer1 on <time datetime="2024-03-12">Mar 12, 2024</time>');

    const last = await (await open('/c/quotecaster/quotes?page=3')).text();
    expect(quoteNumbers(last)).toEqual(Array.from({ length: 20 }, (_, i) => i + 101));
    expect(last).toContain('href="/c/quotecaster/quotes?page=2" rel="prev"');

    const past = await open('/c/quotecaster/quotes?page=9');
    expect(past.status).toBe(200);
    expect(quoteNumbers(await past.text())).toEqual([]);
    for (const page of ['0', '-1', 'abc', '1e999']) {
      const response = await open(`/c/quotecaster/quotes?page=${page}`);
      expect(response.status, page).toBe(200);
      expect(quoteNumbers(await response.text())[0], page).toBe(1);
    }
  });

  it('searches every word in the text or the name of who added it, or finds a quote by its number', async () => {
    const streamer = await streamerFixture('FindCaster');
    const texts = ['The BOSS fight was rough', 'boss fight again', 'a clutch win', '100% <b>bold</b> claim'];
    await addQuotes(streamer.streamerId, texts.length, (n) => texts[n - 1] ?? '');
    const search = async (q: string) =>
      (await open(`/c/findcaster/quotes?q=${encodeURIComponent(q)}`)).text();

    expect(quoteNumbers(await search('boss'))).toEqual([1, 2]);
    expect(quoteNumbers(await search('fight ROUGH'))).toEqual([1]);
    expect(quoteNumbers(await search('viewer3'))).toEqual([3]);
    expect(quoteNumbers(await search('#2'))).toEqual([2]);
    expect(quoteNumbers(await search('100%'))).toEqual([4]);
    expect(quoteNumbers(await search('% <b>'))).toEqual([4]);
    // A word under 3 characters is not looked up: the list stays whole and the page says why.
    const short = await search('%');
    expect(quoteNumbers(short)).toEqual([1, 2, 3, 4]);
    expect(short).toContain('Searches need words of 3 or more characters.');
    expect(quoteNumbers(await search('a clutch'))).toEqual([3]);
    const bold = await search('bold');
    expect(bold).toContain('100% &lt;b&gt;bold&lt;/b&gt; claim');
    expect(bold).toContain('1 quote matches “bold”');
    expect(await search('nothing like it')).toContain('No quote matches “nothing like it”.');
    // The tab counts all the channel's quotes, whatever the search.
    expect(bold).toMatch(/Quotes <span class="count">4<\/span>/);
  });

  it('says when a channel has no quotes yet', async () => {
    await streamerFixture('EmptyCaster');
    const page = await (await open('/c/emptycaster/quotes')).text();
    expect(page).toContain('EmptyCaster has no quotes yet.');
  });
});

describe('/api/publicPage', () => {
  it('is on by default, with the absolute link, and turning it off gives the 404 page', async () => {
    const streamer = await channelWithCommands('ToggleCaster');
    expect(await streamer.api('GET', '/api/publicPage')).toEqual({
      status: 200,
      body: {
        status: true,
        enabled: true,
        showsVariableNames: false,
        isNoticeDismissed: false,
        url: 'http://localhost/c/togglecaster',
      },
    });
    const onPage = await open('/c/togglecaster');
    expect(onPage.status).toBe(200);

    expect(await streamer.api('POST', '/api/publicPage', { enabled: false })).toEqual({
      status: 200,
      body: { status: true },
    });
    expect((await streamer.api('GET', '/api/publicPage')).body).toMatchObject({ enabled: false });
    const unknown = await (await open('/c/nobody_by_this_name')).text();
    for (const path of ['/c/togglecaster', '/c/TOGGLECASTER', '/c/togglecaster/quotes']) {
      const off = await open(path);
      expect(off.status).toBe(404);
      // The same page as for a channel that does not exist: it says nothing about which.
      expect(await off.text()).toBe(unknown);
    }

    await streamer.api('POST', '/api/publicPage', { enabled: true });
    expect((await open('/c/togglecaster')).status).toBe(200);
  });

  it.each([[{ enabled: 'yes' }], [{}], [{ enabled: 1 }], [{ enabled: null }]])(
    'refuses %j with a reason and changes nothing',
    async (body) => {
      const streamer = await streamerFixture('BadInputCaster');
      await streamer.api('POST', '/api/publicPage', { enabled: false });
      const refused = await streamer.api('POST', '/api/publicPage', body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ status: false, reason: expect.stringMatching(/enabled/i) });
      expect((await streamer.api('GET', '/api/publicPage')).body).toMatchObject({ enabled: false });
    },
  );

  it('refuses a body that is not JSON', async () => {
    const streamer = await streamerFixture('NotJsonCaster');
    const response = await exports.default.fetch(
      new Request(`${origin}/api/publicPage`, {
        method: 'POST',
        headers: { Cookie: streamer.cookie, Origin: origin, 'Content-Type': 'application/json' },
        body: '{enabled',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false });
  });

  it("changes only the signed-in streamer's page", async () => {
    const one = await streamerFixture('OneCaster');
    const two = await streamerFixture('TwoCaster');
    await one.api('POST', '/api/publicPage', { enabled: false });
    expect((await two.api('GET', '/api/publicPage')).body).toMatchObject({ enabled: true });
    expect((await open('/c/twocaster')).status).toBe(200);
    expect((await open('/c/onecaster')).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await open('/api/publicPage')).status).toBe(401);
    const response = await exports.default.fetch(
      new Request(`${origin}/api/publicPage`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ enabled: false }),
      }),
    );
    expect(response.status).toBe(401);
  });
});
