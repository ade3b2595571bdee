// Set-up shared by the import tests: a streamer of their own per test (a fresh channel), the fakes of
// Nightbot and StreamElements with the demo setups core/import keeps for dev mode, and calls to the
// import routes as the dashboard sends them, optionally with a server that has a Nightbot app.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach } from 'vitest';
import {
  demoNightbotCommands,
  demoNightbotRegulars,
  demoNightbotSpamProtection,
  demoNightbotTimers,
} from '../../core/import/demo-nightbot';
import { demoStreamElements } from '../../core/import/demo-streamelements';
import worker from '../../worker/index';
import { createFakeNightbot, type FakeNightbotAccount } from '../fakes/nightbot';
import { routeOutboundFetch } from '../fakes/outbound';
import { createFakeStreamElements } from '../fakes/streamelements';
import { streamerFixture } from './live-events-fixture';
import { origin } from './session-helpers';

/** The server's Nightbot app in these tests (the dev-mode project has none configured). */
export const nightbotApp = {
  NIGHTBOT_CLIENT_ID: 'test-nightbot-client',
  NIGHTBOT_CLIENT_SECRET: 'test-nightbot-secret',
};
export const nightbotRedirectUri = `${origin}/api/import/nightbot/callback`;

export const demoNightbotAccount: FakeNightbotAccount = {
  commands: demoNightbotCommands.commands,
  timers: demoNightbotTimers.timers,
  regulars: demoNightbotRegulars.regulars,
  filters: demoNightbotSpamProtection.filters,
};

/** A JWT as StreamElements issues them (HS256), with `exp` in seconds; the fakes never check its signature. */
export function streamElementsJwtFor(channel: string, expiresAt = Date.now() + 365 * 86_400_000): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ channel, exp: Math.floor(expiresAt / 1000) })}.c2lnbmF0dXJl`;
}

export const nightbotToken = 'nb-pasted-token-0123456789';
export const seChannel = '5b2e2c1f8a4e7d0012c3f9a1';
export const seJwt = streamElementsJwtFor(seChannel);
export const expiredSeJwt = streamElementsJwtFor(seChannel, Date.UTC(2025, 0, 15, 12, 0));

export function importFakes() {
  const nightbot = createFakeNightbot({
    clientId: nightbotApp.NIGHTBOT_CLIENT_ID,
    clientSecret: nightbotApp.NIGHTBOT_CLIENT_SECRET,
    redirectUri: nightbotRedirectUri,
  });
  nightbot.addToken(nightbotToken, demoNightbotAccount);
  const streamElements = createFakeStreamElements({
    channels: { [seJwt]: seChannel, [expiredSeJwt]: seChannel },
  });
  streamElements.setBot(seChannel, demoStreamElements);
  return { nightbot, streamElements, hosts: { ...nightbot.hosts, ...streamElements.hosts } };
}

/** Fresh fakes for each test of the file, reached by every outbound fetch while it runs. */
export function fakesForEachTest(): ReturnType<typeof importFakes> {
  const current = {} as ReturnType<typeof importFakes>;
  let restore = () => {};
  beforeEach(() => {
    Object.assign(current, importFakes());
    restore = routeOutboundFetch(current.hosts);
  });
  afterEach(() => restore());
  return current;
}

export type ImportStreamer = Awaited<ReturnType<typeof importStreamer>>;

/** A streamer and their dashboard calls; `withNightbotApp` serves them as a server with a Nightbot app. */
export async function importStreamer(name = 'Importer', withNightbotApp = false) {
  const streamer = await streamerFixture(name);
  const bindings = withNightbotApp ? { ...env, ...nightbotApp } : env;

  async function call(method: string, path: string, body?: unknown, extraCookie = '') {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${origin}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          Cookie: `${streamer.cookie}${extraCookie}`,
          Origin: origin,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  async function json(method: string, path: string, body?: unknown) {
    const response = await call(method, path, body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  return { ...streamer, call, json };
}

export type PreviewItem = {
  kind: string;
  name: string;
  original: string;
  translated: string;
  exists: boolean;
  untranslated: string[];
};

/** Rows of one table of the streamer's, in D1. */
export async function rowsOf<T = Record<string, unknown>>(table: string, streamerId: string): Promise<T[]> {
  const { results } = await env.DB.prepare(`SELECT * FROM ${table} WHERE streamer_id = ?`)
    .bind(streamerId)
    .all<T>();
  return results;
}

/** The simulated Nightbot account's four answers, as a streamer would paste them. */
export const demoNightbot = {
  commands: demoNightbotCommands,
  timers: demoNightbotTimers,
  regulars: demoNightbotRegulars,
  spam_protection: demoNightbotSpamProtection,
};

/** A Nightbot command as GET /1/commands lists it. */
export function nightbotCommand(n: number, name: string, message: string, userLevel = 'everyone') {
  const at = '2025-01-01T00:00:00.000Z';
  const _id = `65e3b1c2d0c25094${String(n).padStart(8, '0')}`;
  return { _id, createdAt: at, updatedAt: at, name, message, coolDown: 5, count: 0, userLevel };
}

export const nightbotCommands = (commands: ReturnType<typeof nightbotCommand>[]) => ({
  _total: commands.length,
  status: 200,
  commands,
});

export type Preview = { items: PreviewItem[]; fits: string[]; counts: Record<string, number> };
export type Applied = {
  created: { commands: number; announcements: number; quotes: number; regulars: number; filters: number };
  overwritten: number;
  skipped: number;
  untranslated: number;
};

/** A preview that must succeed. */
export async function preview(streamer: ImportStreamer, body: Record<string, unknown>): Promise<Preview> {
  const response = await streamer.json('POST', '/api/import/preview', body);
  if (response.status !== 200)
    throw new Error(`preview answered ${response.status}: ${response.body.reason}`);
  return response.body as unknown as Preview;
}

/** An apply that must succeed (skipping what exists unless told). */
export async function apply(streamer: ImportStreamer, body: Record<string, unknown>): Promise<Applied> {
  const response = await streamer.json('POST', '/api/import/apply', { onExisting: 'skip', ...body });
  if (response.status !== 200) throw new Error(`apply answered ${response.status}: ${response.body.reason}`);
  return response.body as unknown as Applied;
}

export const commandsOf = (streamerId: string) =>
  rowsOf<{
    command: string;
    type: string;
    text: string;
    needs_mod: number;
    regulars_only: number;
    hidden_on_public_page: number;
  }>('commands', streamerId);

/** Everything the import writes for a streamer, to show that a refused import wrote nothing. */
export async function channelSnapshot(streamer: ImportStreamer) {
  const tables = ['commands', 'quotes', 'regulars', 'announcement_settings'];
  const rows = await Promise.all(tables.map((table) => rowsOf(table, streamer.streamerId)));
  const moderation = await streamer.json('GET', '/api/moderation');
  return { rows, moderation: moderation.body };
}

/** What the bot answers in the Simulator. */
export const say = async (streamer: ImportStreamer, user: string, text: string) =>
  ((await streamer.json('POST', '/api/simulator/chat', { user, text })).body as { replies: string[] })
    .replies;
