// Two streamers for the tenant-isolation test: A, with some of every kind of channel data, all made
// through the API as A, and B, who then tries A's ids, numbers and keys. Every text of A's carries
// `alphaMarker` (A's name too), so anything of A's in an answer to B shows; and a snapshot of all A
// keeps (D1 rows and the channel object's storage) shows any change to it. Also how a try is sent.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { defaultAlertsSettings } from '../../core/alerts/alerts-settings';
import { defaultCarouselSettings } from '../../core/carousel/carousel-settings';
import { simulatedChatAccountToken } from '../../core/chat/chat-account-requests';
import { defaultClipReelSettings } from '../../core/clips/clip-reel-settings';
import { defaultEmoteMoverSettings } from '../../core/emotes/emote-settings';
import { defaultModerationSettings, withRecommendedFilters } from '../../core/moderation/moderation-settings';
import { defaultProgressBarSettings } from '../../core/progress/progress-settings';
import { UsageCounts, usageGenerationMs } from '../../durable-objects/chat/usage-counts';
import { channelStub } from './channel-inbox';
import { type StreamerFixture, streamerFixture } from './live-events-fixture';
import { origin } from './session-helpers';

export const alphaMarker = 'alphasecret';

export const streamElementsJwt =
  'eyJhbGciOiJIUzI1NiJ9.eyJjaGFubmVsIjoic2UtY2hhbm5lbC1pZCJ9.c2lnbmF0dXJlLWJ5dGVz';

/** A dashboard call that must succeed; its answer's body. */
async function must(streamer: StreamerFixture, method: string, path: string, body?: unknown) {
  const response = await streamer.api(method, path, body);
  if (response.status !== 200)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

const say = (streamer: StreamerFixture, user: string, text: string, roles: string[] = []) =>
  must(streamer, 'POST', '/api/simulator/chat', { user, text, roles });

const addCommand = async (streamer: StreamerFixture, command: Record<string, unknown>) =>
  (await must(streamer, 'POST', '/api/commands', { format: 'add', command })).id as string;

export type Alpha = Awaited<ReturnType<typeof alphaChannel>>;

/** Streamer A and the ids, numbers and keys of A's that B will try. */
export async function alphaChannel() {
  const a = await streamerFixture('AlphaSecretCaster');
  const viewer = 'AlphaSecretViewer';

  const commandId = await addCommand(a, {
    command: 'lurk',
    type: 'Text',
    text: 'AlphaSecret lurks',
    enabledInDiscord: true,
  });
  for (const type of ['addquote', 'quote', 'deletequote', 'clip'])
    await addCommand(a, { command: type, type });
  await addCommand(a, { command: 'deaths', type: 'Text', text: '{setvar.deaths|AlphaSecret 7}' });

  // Quotes 1 and 3: the gap shows whether a renumbering reached A's.
  for (const words of ['one', 'two', 'three']) await say(a, viewer, `!addquote AlphaSecret bananas ${words}`);
  await say(a, viewer, '!deletequote 2', ['moderator']);
  await say(a, viewer, '!deaths');
  await say(a, viewer, '!clip');
  await must(a, 'PUT', '/api/quotes/format', { text: 'AlphaSecret #{number}: {quote}' });
  await must(a, 'PUT', '/api/quotes/bgFormat', { text: 'AlphaSecret {quote}' });
  await must(a, 'POST', '/api/editors', { login: 'AlphaSecretEditor' });
  await must(a, 'POST', '/api/regulars', { login: 'AlphaSecretRegular' });

  const replyId = (
    await must(a, 'POST', '/api/twitch/textReply', { redemptionTitle: 'Hydrate', text: 'AlphaSecret water' })
  )._id as string;
  await must(a, 'POST', '/api/twitch/announcements', {
    announcements: ['AlphaSecret announcement'],
    minutesBetweenAnnouncements: 30,
    numberOfMessagesBetweenAnnouncements: 10,
    announcementsEnabled: true,
    announcementOrderIsRandomized: false,
  });
  await must(a, 'POST', '/api/twitch/incrementor', {
    incrementorTitle: 'Cookie',
    incrementorText: 'AlphaSecret cookies: {count}',
    incrementorTopText: 'AlphaSecret top',
    isIncrementorEnabled: true,
  });

  const triggeredEventId = (
    await must(a, 'POST', '/api/triggeredEvent', {
      eventType: 'follow',
      text: 'AlphaSecret thanks {username}',
      enabled: true,
    })
  )._id as string;
  await must(a, 'POST', '/api/triggeredEvent/settings', {
    shoutoutText: 'AlphaSecret shoutout {target}',
    floodTexts: { follow: 'AlphaSecret flood' },
  });

  await must(a, 'POST', '/api/carousel', { ...defaultCarouselSettings, followText: 'AlphaSecret follow' });
  await must(a, 'POST', '/api/progressBar', { ...defaultProgressBarSettings, titleText: 'AlphaSecret goal' });
  await must(a, 'POST', '/api/clips', { ...defaultClipReelSettings, gamesToShow: 'AlphaSecret Game' });
  await must(a, 'POST', '/api/emoteMover', { ...defaultEmoteMoverSettings, cheerMin: 777 });
  const alerts = structuredClone(defaultAlertsSettings);
  alerts.types.follow.text = 'AlphaSecret {username} follows';
  await must(a, 'POST', '/api/alerts', alerts);
  const alertMediaId = await uploadAlertMedia(a);

  // The Demo Server linked with one code; a second code is left unused for B to try.
  const firstCode = (await must(a, 'GET', '/api/discord/code')).code as string;
  await must(a, 'POST', '/api/simulator/discord', {
    user: 'Owner',
    command: 'sbcode',
    text: firstCode,
    admin: true,
  });
  const roles = (await must(a, 'GET', '/api/discord/roles')).roles as Record<string, string>;
  const moderatorRoleId = roles.Moderators as string;
  await must(a, 'POST', '/api/discord/roles', { roleID: moderatorRoleId });
  await must(a, 'POST', '/api/discord', {
    text: 'AlphaSecret is live: {title}',
    enabled: true,
    streamStartWebhookUrl: 'https://discord.com/api/webhooks/123456789012345678/alphasecretwebhook_0123',
  });
  await must(a, 'POST', '/api/discord/test');
  const guildId = ((await must(a, 'GET', '/api/discord/status')).server as { id: string }).id;
  const linkCode = (await must(a, 'GET', '/api/discord/code')).code as string;

  const kofiToken = 'alphasecret-kofi-token';
  await must(a, 'POST', '/api/tips/kofi', { verificationToken: kofiToken });
  await must(a, 'POST', '/api/tips/streamelements', { jwt: streamElementsJwt });
  await must(a, 'POST', '/api/tips/tipResetPeriod', { period: 'week' });
  await must(a, 'POST', '/api/twitchOauth/assign', { token: simulatedChatAccountToken });
  await must(a, 'POST', '/api/twitch/botOn');

  for (const event of [
    { type: 'follow', user: 'AlphaSecretFan' },
    { type: 'cheer', user: 'AlphaSecretCheerer', amount: 100 },
    { type: 'tip', user: 'AlphaSecretTipper', amount: 5 },
    // The owner's own redemption is what the incrementor's recount removes.
    { type: 'redemption', user: a.name, reward: 'Cookie' },
    { type: 'redemption', user: viewer, reward: 'Cookie' },
  ])
    await must(a, 'POST', '/api/simulator/event', event);

  // The chat filters, with a word of A's; a viewer's link in A's chat makes A's first log entry.
  const moderation = withRecommendedFilters(defaultModerationSettings);
  moderation.filters.words = { ...moderation.filters.words, enabled: true, entries: ['alphasecretword'] };
  await must(a, 'POST', '/api/moderation', moderation);
  await say(a, 'AlphaSecretSpammer', 'AlphaSecret deals at alphasecret.example.com');
  const moderationLogId = ((await must(a, 'GET', '/api/moderation/log')).entries as { id: number }[])[0]?.id;

  const clips = (await must(a, 'GET', '/api/clips/getUserClips?refresh=0')).clips as {
    id: string;
    creatorUsername: string;
  }[];
  const clipId = clips.find((clip) => clip.creatorUsername === viewer)?.id;
  if (!clipId) throw new Error("A's !clip made no clip");
  await writeUsesNow(a.streamerId);

  return {
    ...a,
    commandId,
    replyId,
    triggeredEventId,
    quoteNumbers: [1, 3],
    clipId,
    linkCode,
    guildId,
    moderatorRoleId,
    kofiToken,
    moderationLogId,
    alertMediaId,
    /** A's follow alert, queued while no alert overlay was open. */
    alertId: ((await must(a, 'GET', '/api/alerts/queue')).queued as { id: string }[])[0]?.id as string,
  };
}

/** The smallest PNG (a 1x1 pixel), uploaded to A's alert media as the page does. */
async function uploadAlertMedia(a: StreamerFixture): Promise<string> {
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
    (c) => c.charCodeAt(0),
  );
  const form = new FormData();
  form.append('file', new File([png], 'alphasecret.png', { type: 'image/png' }));
  const response = await exports.default.fetch(
    new Request(`${origin}/api/alerts/media`, {
      method: 'POST',
      headers: { Cookie: a.cookie, Origin: origin },
      body: form,
    }),
  );
  const body = (await response.json()) as { media?: { id: string } };
  if (!body.media) throw new Error(`A's upload failed: ${JSON.stringify(body)}`);
  return body.media.id;
}

/**
 * A channel's object writes its commands' uses to D1 on its alarm once their 10-minute generation has
 * closed. Done now, on a clock past that (and after a restart), it cannot land among B's tries.
 */
async function writeUsesNow(streamerId: string): Promise<void> {
  const stub = channelStub(streamerId);
  await evictDurableObject(stub);
  const realNow = Date.now;
  Date.now = () => realNow() + usageGenerationMs + 3 * 60_000;
  try {
    await runDurableObjectAlarm(stub);
  } finally {
    Date.now = realNow;
  }
  const pending = await runInDurableObject(stub, (_instance, state) =>
    new UsageCounts(state.storage).pending(),
  );
  if (pending.size > 0) throw new Error(`channel ${streamerId} still holds uses of ${pending.size} commands`);
}

/** Streamer B, with commands of B's own that read quotes and the variable A also has. */
export async function betaChannel() {
  const b = await streamerFixture('BetaCaster');
  for (const type of ['quote', 'deletequote']) await addCommand(b, { command: type, type });
  await addCommand(b, { command: 'deaths', type: 'Text', text: 'Deaths: {getvar.deaths}' });
  await addCommand(b, { command: 'setdeaths', type: 'Text', text: '{setvar.deaths|0}' });
  await must(b, 'POST', '/api/tips/kofi', { verificationToken: 'beta-kofi-token' });
  return b;
}

/** What could leak of A's: the marker, A's id and key, and each id B is handed. */
export function secretsOf(a: Alpha): string[] {
  return [
    alphaMarker,
    a.streamerId,
    a.overlayKey,
    a.commandId,
    a.replyId,
    a.triggeredEventId,
    a.clipId,
    a.linkCode,
    a.guildId,
    a.moderatorRoleId,
    a.kofiToken,
  ].map((secret) => secret.toLowerCase());
}

type Row = Record<string, unknown>;
const sorted = (rows: Row[]) => rows.map((row) => JSON.stringify(row)).sort();

/**
 * Everything kept for a channel: its rows in every D1 table with a streamer_id (and its streamers
 * row), and its object's key-value and SQL storage.
 */
export async function channelSnapshot(streamerId: string) {
  const tables = await env.DB.prepare(
    // D1 refuses pragma functions: a table's CREATE statement names its columns.
    "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%streamer_id%' ORDER BY name",
  ).all<{ name: string }>();
  const d1: Record<string, string[]> = {};
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}" WHERE streamer_id = ?`)
      .bind(streamerId)
      .all<Row>();
    d1[name] = sorted(rows.results);
  }
  const streamer = await env.DB.prepare('SELECT * FROM streamers WHERE twitch_user_id = ?')
    .bind(streamerId)
    .all<Row>();
  d1.streamers = sorted(streamer.results);
  const object = await runInDurableObject(channelStub(streamerId), async (_instance, state) => {
    const kv = JSON.stringify([...(await state.storage.list())]);
    const sql: Record<string, string[]> = {};
    const names = state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'sqlite_%'",
      )
      .toArray();
    for (const { name } of names)
      sql[name] = sorted(state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray());
    return { kv, sql };
  });
  return { d1, object };
}

/** Waits until nothing A's object started in the background (an emote-set fetch) still writes. */
export async function untilStill(streamerId: string): Promise<void> {
  let last = JSON.stringify(await channelSnapshot(streamerId));
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = JSON.stringify(await channelSnapshot(streamerId));
    if (now === last) return;
    last = now;
  }
  throw new Error(`channel ${streamerId} kept changing`);
}

/** One try of B's: a route (as Hono lists it) with A's ids, numbers or keys, and the status B must get. */
export type Attempt = {
  /** The route as Hono lists it. */
  route: string;
  /** What of A's B tries. */
  tries: string;
  /** The address, when the route's own has parameters or a query; `caller` is who sends it. */
  path?: (a: Alpha, caller: StreamerFixture) => string;
  body?: (a: Alpha) => unknown;
  status: number;
};

/** The request as `caller` sends it (session cookie and Origin as the dashboard sends them), and its text. */
export function requestOf(attempt: Attempt, a: Alpha, caller: StreamerFixture) {
  const [method, route] = attempt.route.split(' ') as [string, string];
  const url = `${origin}${attempt.path?.(a, caller) ?? route}`;
  const body = attempt.body?.(a);
  const isForm = body instanceof URLSearchParams;
  const text = body === undefined ? undefined : isForm ? body.toString() : JSON.stringify(body);
  const request = new Request(url, {
    method,
    redirect: 'manual',
    headers: {
      Cookie: caller.cookie,
      Origin: origin,
      'Content-Type': isForm ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: text,
  });
  return { request, sent: decodeURIComponent(`${url} ${text ?? ''}`) };
}

/** The status and text of the answer (a redirect's address included). */
export const answerTo = async (request: Request) => {
  const response = await exports.default.fetch(request);
  return {
    status: response.status,
    text: `${response.headers.get('Location') ?? ''} ${await response.text()}`,
  };
};

/** A's secrets in an answer to B; what B itself sent is not a leak. */
export const leaks = (answer: string, sent: string, secrets: string[]) =>
  secrets.filter((secret) => !sent.toLowerCase().includes(secret) && answer.toLowerCase().includes(secret));
