import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatRole } from '../../core/chat/chat-message';
import { wallpaperRenderLimits } from '../../worker/routes/wallpaper';
import { dashboardRequest, signInAsDemoStreamer } from './session-helpers';
import { newStreamer } from './tips-fixture';

let cookie: string;

async function say(text: string, roles: ChatRole[] = [], user = 'viewer'): Promise<string[]> {
  const response = await exports.default.fetch(
    dashboardRequest(cookie, 'POST', '/api/simulator/chat', { user, text, roles }),
  );
  return ((await response.json()) as { replies: string[] }).replies;
}

async function api(method: string, path: string, body?: unknown) {
  const response = await exports.default.fetch(dashboardRequest(cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type QuoteRow = { number: number; text: string; submitter: string; timestamp: number };
const quotes = async () => (await api('GET', '/api/quotes')).body.quotes as QuoteRow[];

beforeAll(async () => {
  cookie = await signInAsDemoStreamer();
  for (const type of ['addquote', 'deletequote', 'quote', 'quoteimage']) {
    await api('POST', '/api/commands', { format: 'add', command: { command: type, type } });
  }
});

describe('quote commands in chat', () => {
  it('adds quotes, numbered from 1, and recalls them by number, search and at random', async () => {
    expect(await say('!addquote I meant to do that', [], 'Ana')).toEqual(['Added quote #1.']);
    expect(await say('!addquote Chat, that was a feature', [], 'Bo')).toEqual(['Added quote #2.']);
    const today = new Date();
    const date = `${String(today.getUTCDate()).padStart(2, '0')}/${String(today.getUTCMonth() + 1).padStart(2, '0')}/${today.getUTCFullYear()}`;
    expect(await say('!quote 1')).toEqual([`1) 'I meant to do that', submitted by Ana on ${date}`]);
    expect(await say('!quote FEATURE')).toEqual([
      `2) 'Chat, that was a feature', submitted by Bo on ${date}`,
    ]);
    expect((await say('!quote'))[0]).toMatch(/^[12]\) '/);
    expect(await say('!quote 99')).toEqual(['There is no quote #99.']);
    expect(await say('!quote banana')).toEqual(['No quote mentions "banana".']);
    expect(await say('!addquote')).toEqual(['Usage: !addquote the words to remember']);
  });

  it('lets a moderator delete a quote and refuses a viewer', async () => {
    const number = Number((await say('!addquote delete me'))[0]?.match(/#(\d+)/)?.[1]);
    expect(await say(`!deletequote ${number}`)).toEqual([]);
    expect(await say(`!deletequote ${number}`, ['moderator'])).toEqual([`Deleted quote #${number}.`]);
    expect(await say(`!deletequote ${number}`, ['moderator'])).toEqual([`There is no quote #${number}.`]);
  });

  it('uses the streamer format, with quote keywords and every other keyword', async () => {
    expect(
      (
        await api('PUT', '/api/quotes/format', {
          text: '#{number} "{quote}" ~{submitter}, {ordinal.{number}} quote, asked by {username}',
        })
      ).body,
    ).toEqual({ status: true });
    expect(await say('!quote 1', [], 'Cy')).toEqual(['#1 "I meant to do that" ~Ana, 1st quote, asked by Cy']);
    await api('PUT', '/api/quotes/format', {
      text: "{number}) '{quote}', submitted by {submitter} on {day}/{month}/{year}",
    });
  });

  it('leaves quoteimage off on Twitch by default and, where it is turned on, says where it works', async () => {
    expect(await say('!quoteimage')).toEqual([]);
    const { commands } = (await api('GET', '/api/commands')).body as {
      commands: { type: string; enabledInTwitch: boolean; enabledInDiscord: boolean }[];
    };
    const quoteImage = commands.find((command) => command.type === 'quoteimage');
    expect(quoteImage).toMatchObject({ enabledInTwitch: false, enabledInDiscord: true });
    await api('PUT', '/api/commands', {
      format: 'update',
      command: { ...quoteImage, enabledInTwitch: true },
    });
    expect(await say('!quoteimage')).toEqual([
      "!quoteimage works on Discord only: use /quoteimage in this channel's Discord server.",
    ]);
  });
});

describe('/api/quotes', () => {
  it('lists quotes sorted by number with their fields', async () => {
    const list = await quotes();
    expect(list.map((q) => q.number)).toEqual([...list.map((q) => q.number)].sort((a, b) => a - b));
    expect(list[0]).toEqual({
      number: 1,
      text: 'I meant to do that',
      submitter: 'Ana',
      timestamp: expect.any(Number),
    });
  });

  it('answers the settings with the formats and the username', async () => {
    await api('PUT', '/api/quotes/bgFormat', { text: '{quote} (#{number})' });
    expect((await api('GET', '/api/quotes/settings')).body).toEqual({
      status: true,
      settings: {
        quoteFormat: "{number}) '{quote}', submitted by {submitter} on {day}/{month}/{year}",
        backgroundFormat: '{quote} (#{number})',
        username: 'demo_streamer',
      },
    });
  });

  it('edits a quote, and refuses an empty edit or an unknown number without changing anything', async () => {
    expect(
      (await api('PUT', '/api/quotes', { number: 2, text: 'old', editedText: 'Chat, that was a feature!' }))
        .body,
    ).toEqual({ status: true });
    expect((await quotes()).find((q) => q.number === 2)?.text).toBe('Chat, that was a feature!');
    const empty = await api('PUT', '/api/quotes', { number: 2, editedText: '   ' });
    expect(empty).toEqual({
      status: 400,
      body: { status: false, reason: expect.stringContaining('cannot be empty') },
    });
    expect((await api('PUT', '/api/quotes', { number: 999, editedText: 'x' })).status).toBe(404);
    expect((await quotes()).find((q) => q.number === 2)?.text).toBe('Chat, that was a feature!');
  });

  it('deletes by number and refuses bad numbers', async () => {
    expect((await api('DELETE', '/api/quotes', { number: 'two' })).status).toBe(400);
    expect((await api('DELETE', '/api/quotes', { number: 999 })).status).toBe(404);
  });

  it('refuses an empty format', async () => {
    expect((await api('PUT', '/api/quotes/format', { text: '' })).status).toBe(400);
    expect((await api('PUT', '/api/quotes/bgFormat', {})).status).toBe(400);
  });

  it('renumbers to close gaps, keeping the order', async () => {
    await say('!addquote third');
    await say('!addquote fourth');
    const before = await quotes();
    await api('DELETE', '/api/quotes', { number: before[1]?.number });
    expect((await api('POST', '/api/quotes/renumber', {})).body).toEqual({ status: true });
    const after = await quotes();
    expect(after.map((q) => q.number)).toEqual(after.map((_, i) => i + 1));
    expect(after.map((q) => q.text)).toEqual(before.filter((_, i) => i !== 1).map((q) => q.text));
    expect(await say('!addquote fifth')).toEqual([`Added quote #${after.length + 1}.`]);
  });
});

describe('wallpaper', () => {
  const pngSize = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  };

  it.each([
    [1920, 1080],
    [100, 100],
    [640, 360],
    [1080, 1920 / 1.25],
  ])('renders a PNG of exactly %ix%i', async (width, height) => {
    const response = await exports.default.fetch(
      `http://localhost/bgQuote/demo_streamer/${width}/${height}/quote.png`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(bytes)).toEqual({ width, height });
  });

  it.each(['99/100', '100/99', '3841/1080', '1920/2161', 'abc/100', '1.5/100'])(
    'refuses the size %s with 400',
    async (size) => {
      const response = await exports.default.fetch(
        `http://localhost/bgQuote/demo_streamer/${size}/quote.png`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: false, reason: expect.stringContaining('3840x2160') });
    },
  );

  it('answers 404 for an unknown channel and for a channel without quotes', async () => {
    const unknown = await exports.default.fetch('http://localhost/bgQuote/nobody_here/400/300/quote.png');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      status: false,
      reason: expect.stringContaining('No channel'),
    });
  });
});

describe('wallpaper rendering', () => {
  async function channelWithOneQuote() {
    const streamer = await newStreamer();
    await env.DB.prepare(
      "INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, 1, 'only quote', 'me', 0)",
    )
      .bind(streamer.id)
      .run();
    const login = `tipped_${streamer.id}`;
    const wallpaper = (path: string, address?: string, signedIn = false) =>
      exports.default.fetch(`http://localhost/bgQuote/${login}/${path}`, {
        headers: {
          ...(address ? { 'CF-Connecting-IP': address } : {}),
          ...(signedIn ? { Cookie: streamer.cookie } : {}),
        },
      });
    return { ...streamer, wallpaper };
  }

  it('caches by path, so a changing query cannot force a new render', async () => {
    const channel = await channelWithOneQuote();
    const first = await channel.wallpaper('300/200/quote.png?bust=1');
    expect(first.status).toBe(200);
    // With the quote gone, only the cache can still answer.
    await env.DB.prepare('DELETE FROM quotes WHERE streamer_id = ?').bind(channel.id).run();
    const busted = await channel.wallpaper('300/200/quote.png?bust=2');
    expect(busted.status).toBe(200);
    expect(new Uint8Array(await busted.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));
    // The quote's number is part of the key: asking for one is a new render.
    expect((await channel.wallpaper('300/200/quote.png?quote=1')).status).toBe(404);
  });

  // Signed in, so the channel's own allowance, larger than the address's, is not what refuses.
  it('refuses renders past the allowance per client address, with Retry-After', {
    timeout: 60_000,
  }, async () => {
    const channel = await channelWithOneQuote();
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
    let drawn = 0;
    let refused: Response | undefined;
    while (!refused && drawn < 60) {
      const response = await channel.wallpaper(`${100 + drawn}/100/quote.png`, address, true);
      if (response.status === 429) refused = response;
      else drawn++;
    }
    expect(drawn).toBeGreaterThanOrEqual(wallpaperRenderLimits.perAddress);
    expect(drawn).toBeLessThan(60);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await refused?.json()).toMatchObject({
      status: false,
      reason: expect.stringContaining('Too many'),
    });
    // Drawn ones are still served from the cache.
    expect((await channel.wallpaper('100/100/quote.png', address)).status).toBe(200);
  });

  it('refuses anonymous renders past their allowance per channel', { timeout: 60_000 }, async () => {
    const channel = await channelWithOneQuote();
    let drawn = 0;
    let refused: Response | undefined;
    while (!refused && drawn < 80) {
      const response = await channel.wallpaper(`${100 + drawn}/100/quote.png`);
      if (response.status === 429) refused = response;
      else drawn++;
    }
    expect(drawn).toBeGreaterThanOrEqual(wallpaperRenderLimits.anonymousPerUsername);
    expect(drawn).toBeLessThan(80);
  });
});
