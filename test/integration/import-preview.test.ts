// The import's preview, end to end in workerd against fakes of Nightbot's and StreamElements' APIs that
// answer with their documented bodies: from each API and from pasted answers, what the channel has
// already, refused credentials, a source that cannot answer, bad data, and dev mode's simulated accounts.
import { describe, expect, it } from 'vitest';
import { demoNightbotCommands, demoNightbotRegulars } from '../../core/import/demo-nightbot';
import { demoStreamElements, demoStreamElementsQuotes } from '../../core/import/demo-streamelements';
import {
  apply,
  channelSnapshot,
  commandsOf,
  demoNightbot,
  expiredSeJwt,
  fakesForEachTest,
  importStreamer,
  nightbotToken,
  preview,
  seChannel,
  seJwt,
} from './import-fixture';

const fakes = fakesForEachTest();

describe('the preview', () => {
  it('reads Nightbot with a pasted token: every command, timer, regular and filter, translated', async () => {
    const streamer = await importStreamer('PreviewNb');
    const { items, counts, fits } = await preview(streamer, { source: 'nightbot', token: nightbotToken });
    expect(counts).toEqual({ command: 27, timer: 4, quote: 0, regular: 8, filter: 6 });
    expect(fits).toEqual([]);
    expect(items.find((item) => item.name === 'hello')).toEqual({
      kind: 'command',
      name: 'hello',
      original: 'Hello $(user)! Welcome to the stream, make yourself at home.',
      translated: 'Hello {username}! Welcome to the stream, make yourself at home.',
      exists: false,
      untranslated: [],
    });
    const eightBall = items.find((item) => item.name === '8ball');
    expect(eightBall?.translated).toContain('$(eval');
    expect(eightBall?.untranslated.join(' ')).toMatch(/\$\(eval …\).*kept as written/);
    // Every row in the contract's shape, nothing more.
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual([
        'exists',
        'kind',
        'name',
        'original',
        'translated',
        'untranslated',
      ]);
    expect(new Set(fakes.nightbot.state.requests.map((request) => request.token))).toEqual(
      new Set([nightbotToken]),
    );
  });

  it('reads only the pasted Nightbot answers, asking Nightbot nothing', async () => {
    const streamer = await importStreamer('PreviewNbJson');
    const { counts } = await preview(streamer, {
      source: 'nightbot',
      data: { commands: demoNightbotCommands, regulars: demoNightbotRegulars },
    });
    expect(counts).toEqual({ command: 27, timer: 0, quote: 0, regular: 8, filter: 0 });
    expect(fakes.nightbot.state.requests).toEqual([]);
  });

  it('reads StreamElements with a pasted JWT: commands (each alias one), timer lines and quotes', async () => {
    const streamer = await importStreamer('PreviewSe');
    const { items, counts } = await preview(streamer, { source: 'streamelements', jwt: seJwt });
    expect(counts).toEqual({ command: 31, timer: 5, quote: 30, regular: 0, filter: 0 });
    expect(items.find((item) => item.name === 'rps')?.translated).toBe(
      '{username} throws {choose1.rock|paper|scissors}',
    );
    expect(items.filter((item) => item.kind === 'quote')[0]).toMatchObject({
      original: 'I am not lost, I am exploring.',
      exists: false,
    });
    expect(fakes.streamElements.requestsBy(seJwt).map((request) => request.path)).toEqual(
      expect.arrayContaining([
        '/kappa/v2/channels/me',
        `/kappa/v2/bot/commands/${seChannel}`,
        `/kappa/v2/bot/timers/${seChannel}`,
        `/kappa/v2/bot/quotes/${seChannel}`,
      ]),
    );
  });

  it('reads StreamElements with the JWT saved on Tip Setup', async () => {
    const streamer = await importStreamer('PreviewSeSaved');
    expect((await streamer.json('POST', '/api/tips/streamelements', { jwt: seJwt })).status).toBe(200);
    const sources = await streamer.json('GET', '/api/import/sources');
    expect(sources.body.streamelements).toEqual({ jwtSaved: true, jwtExpiresAt: expect.any(Number) });
    const { counts } = await preview(streamer, { source: 'streamelements' });
    expect(counts.command).toBe(31);
    expect(fakes.streamElements.requestsBy(seJwt).length).toBeGreaterThan(0);
  });

  it('reads every page of a long StreamElements quote list', async () => {
    const streamer = await importStreamer('PreviewSePages');
    const quotes = Array.from({ length: 250 }, (_, i) => ({
      ...demoStreamElementsQuotes[0],
      _id: `q${i}`,
      quoteId: i + 1,
      message: `Quote number ${i + 1}`,
    }));
    fakes.streamElements.setBot(seChannel, { ...demoStreamElements, quotes });
    const { items } = await preview(streamer, { source: 'streamelements', jwt: seJwt });
    expect(items.filter((item) => item.kind === 'quote').map((item) => item.original)).toEqual(
      quotes.map((quote) => quote.message),
    );
  });

  it('reads pasted StreamElements answers', async () => {
    const streamer = await importStreamer('PreviewSeJson');
    const { counts } = await preview(streamer, {
      source: 'streamelements',
      data: { quotes: demoStreamElementsQuotes },
    });
    expect(counts).toEqual({ command: 0, timer: 0, quote: 30, regular: 0, filter: 0 });
    expect(fakes.streamElements.state.requests).toEqual([]);
  });

  it('reads 10,000 pasted StreamElements quotes, a body past the 1 MB other requests may send', async () => {
    const streamer = await importStreamer('PreviewSeBig');
    const quotes = Array.from({ length: 10_000 }, (_, i) => ({
      ...demoStreamElementsQuotes[i % demoStreamElementsQuotes.length],
      _id: `q${i}`,
      quoteId: i + 1,
      message: `Quote number ${i + 1}: ${'words '.repeat(20)}`,
    }));
    expect(JSON.stringify(quotes).length).toBeGreaterThan(2 * 1024 * 1024);
    const { counts } = await preview(streamer, { source: 'streamelements', data: { quotes } });
    expect(counts.quote).toBe(10_000);
  });

  it('marks what the channel has already', async () => {
    const streamer = await importStreamer('PreviewExists');
    await streamer.json('POST', '/api/commands', {
      format: 'add',
      command: { command: 'HELLO', type: 'Text', text: 'hi' },
    });
    const { items } = await preview(streamer, {
      source: 'nightbot',
      data: { commands: demoNightbotCommands },
    });
    expect(items.find((item) => item.name === 'hello')?.exists).toBe(true);
    expect(items.find((item) => item.name === 'hug')?.exists).toBe(false);
  });
});

describe('refusals', () => {
  it('says Nightbot refused the token, and writes nothing', async () => {
    const streamer = await importStreamer('RefusedNb');
    const before = await channelSnapshot(streamer);
    const response = await streamer.json('POST', '/api/import/apply', {
      source: 'nightbot',
      token: 'not-a-token-nightbot-knows',
      onExisting: 'skip',
    });
    expect(response).toEqual({
      status: 400,
      body: {
        status: false,
        reason:
          'Nightbot refused the access token (HTTP 401): it has expired or was revoked. Connect Nightbot again or paste a new token.',
      },
    });
    expect(await channelSnapshot(streamer)).toEqual(before);
  });

  it('names the expiry of a StreamElements JWT that has expired, sending it nowhere', async () => {
    const streamer = await importStreamer('ExpiredSe');
    const response = await streamer.json('POST', '/api/import/preview', {
      source: 'streamelements',
      jwt: expiredSeJwt,
    });
    expect(response.status).toBe(400);
    expect(response.body.reason).toBe(
      "The StreamElements JWT expired on 15 January 2025 at 12:00 UTC. Copy it again from StreamElements' dashboard (Account → Channels → Show secrets) and save it on Tip Setup or paste it here.",
    );
    // Refused before it is sent.
    expect(fakes.streamElements.state.requests).toEqual([]);
  });

  it('says StreamElements refused a JWT it no longer accepts', async () => {
    const streamer = await importStreamer('RevokedSe');
    fakes.streamElements.revoke(seJwt);
    const response = await streamer.json('POST', '/api/import/preview', {
      source: 'streamelements',
      jwt: seJwt,
    });
    expect(response.status).toBe(400);
    expect(response.body.reason).toMatch(/^StreamElements refused the JWT \(HTTP 401\)\. Copy it again/);
  });

  it('says in plain words when the source cannot answer now, and writes nothing', async () => {
    const streamer = await importStreamer('Unreachable');
    const before = await channelSnapshot(streamer);
    fakes.nightbot.fail(503, 4);
    const response = await streamer.json('POST', '/api/import/apply', {
      source: 'nightbot',
      token: nightbotToken,
      onExisting: 'skip',
    });
    expect(response).toEqual({
      status: 502,
      body: { status: false, reason: 'Nightbot answered HTTP 503. Try again later.' },
    });
    expect(await channelSnapshot(streamer)).toEqual(before);
  });

  it.each([
    [
      { commands: { commands: [{ name: '!x' }] } },
      /^Expected Nightbot's GET \/1\/commands answer: commands\[0\]\._id should be text/,
    ],
    [{ commands: [] }, /^Expected Nightbot's GET \/1\/commands answer/],
    [{ quotes: [] }, /"quotes", which is not one of commands, timers, regulars, spam_protection/],
    [{}, /^The data has no API answer: paste at least one of commands, timers, regulars, spam_protection\.$/],
  ])(
    'refuses pasted Nightbot data of another shape, naming what was expected, and writes nothing',
    async (data, reason) => {
      const streamer = await importStreamer('BadData');
      const before = await channelSnapshot(streamer);
      const response = await streamer.json('POST', '/api/import/apply', {
        source: 'nightbot',
        data: { ...data, ...(Object.keys(data).length ? { regulars: demoNightbotRegulars } : {}) },
        onExisting: 'skip',
      });
      expect(response.status).toBe(400);
      expect(response.body.reason).toMatch(reason);
      expect(await channelSnapshot(streamer)).toEqual(before);
    },
  );

  it('refuses pasted data past 8 MB in plain words, and writes nothing', async () => {
    const streamer = await importStreamer('PreviewTooBig');
    const before = await channelSnapshot(streamer);
    const quotes = [{ ...demoStreamElementsQuotes[0], message: 'x'.repeat(8 * 1024 * 1024) }];
    const response = await streamer.json('POST', '/api/import/apply', {
      source: 'streamelements',
      data: { quotes },
      onExisting: 'skip',
    });
    expect(response.status).toBe(413);
    expect(response.body.reason).toMatch(/larger than 8 MB/);
    expect(await channelSnapshot(streamer)).toEqual(before);
  });

  it('refuses an unknown source and an unknown choice', async () => {
    const streamer = await importStreamer('BadBody');
    expect((await streamer.json('POST', '/api/import/preview', { source: 'fossabot' })).status).toBe(400);
    const response = await streamer.json('POST', '/api/import/apply', {
      source: 'nightbot',
      data: demoNightbot,
      onExisting: 'merge',
    });
    expect(response.status).toBe(400);
    expect(response.body.reason).toMatch(/"skip", "overwrite" or "rename"/);
    expect(await commandsOf(streamer.streamerId)).toEqual([]);
  });
});

describe('dev mode', () => {
  it('previews and imports the simulated Nightbot account when no credential is given', async () => {
    const streamer = await importStreamer('DevNb');
    const sources = await streamer.json('GET', '/api/import/sources');
    expect(sources.body).toMatchObject({ devMode: true, nightbot: { connected: false } });
    const { counts } = await preview(streamer, { source: 'nightbot' });
    expect(counts).toEqual({ command: 27, timer: 4, quote: 0, regular: 8, filter: 6 });
    expect((await apply(streamer, { source: 'nightbot' })).created.commands).toBe(26);
    expect(fakes.nightbot.state.requests).toEqual([]);
  });

  it('previews the simulated StreamElements account when no JWT is saved or given', async () => {
    const streamer = await importStreamer('DevSe');
    const { counts } = await preview(streamer, { source: 'streamelements' });
    expect(counts).toEqual({ command: 31, timer: 5, quote: 30, regular: 0, filter: 0 });
    expect(fakes.streamElements.state.requests).toEqual([]);
  });
});
