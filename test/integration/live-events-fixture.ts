// Set-up shared by the live-event, carousel and top-donation tests: a streamer of their own per test
// (so each has a fresh ChannelDO), a signed-in dashboard, a carousel overlay socket that collects
// what the channel pushes and follows the state it keeps, and signed EventSub deliveries for that
// streamer's channel.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { applyCarouselChange } from '../../core/carousel/carousel-queues';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import type { AreaState, OverlayMessage, SyncedArea } from '../../core/overlay/overlay-messages';
import { followState } from '../../core/overlay/state-follower';
import { applyProgressChange } from '../../core/progress/progress-counts';
import { openDatabase } from '../../db/client';
import { createSession } from '../../db/sessions';
import { upsertStreamer } from '../../db/streamers';
import worker from '../../worker/index';
import { eventSubDelivery, eventSubSubscription, rfc3339Nano } from '../fakes/eventsub-delivery';
import { inboxSettled } from './channel-inbox';
import { dashboardRequest, origin } from './session-helpers';

export type StreamerFixture = Awaited<ReturnType<typeof streamerFixture>>;

/** A streamer with a session of their own; `api` calls the dashboard API as them. */
export async function streamerFixture(name = 'Caster') {
  const streamerId = String(50_000_000 + Math.floor(Math.random() * 40_000_000));
  const db = openDatabase(env.DB);
  const row = await upsertStreamer(
    db,
    { streamerId: streamerId, login: name.toLowerCase(), displayName: name },
    null,
    Date.now(),
  );
  const cookie = `session=${await createSession(db, streamerId, Date.now())}`;
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await exports.default.fetch(dashboardRequest(cookie, method, path, body));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { streamerId, name, overlayKey: row.overlaySecretKey, cookie, api };
}

/** The messages an overlay of area A can get: settings only of its own area. */
type AreaMessage<A extends OverlayArea> = Exclude<
  OverlayMessage,
  { type: 'settings'; area: Exclude<OverlayArea, A> }
>;
type Message<A extends OverlayArea, T extends OverlayMessage['type']> = Extract<AreaMessage<A>, { type: T }>;

/**
 * An overlay socket (the carousel's unless told), as the overlay page opens it, collecting every
 * message; `lose` names messages to treat as never arrived, as a network fault would.
 */
export async function openEventsOverlay<A extends OverlayArea = 'carousel'>(
  overlayKey: string,
  area: A = 'carousel' as A,
  lose: (message: OverlayMessage) => boolean = () => false,
) {
  const response = await exports.default.fetch(`${origin}/api/overlay/${overlayKey}/ws?overlay=${area}`, {
    headers: { Upgrade: 'websocket' },
  });
  const socket = response.webSocket;
  if (!socket) throw new Error(`no socket: ${response.status}`);
  const messages: OverlayMessage[] = [];
  // The carousel's queues and the goal bar's counts as the overlay pages follow them (the same
  // follower and change functions), after each message that changed them.
  const askForState = () => socket.send(JSON.stringify({ type: 'sendState' }));
  const followers = {
    carousel: followState('carousel', applyCarouselChange, askForState),
    progressBar: followState('progressBar', applyProgressChange, askForState),
  };
  const followed = new Map<number, unknown>();
  const waiters: (() => void)[] = [];
  socket.addEventListener('message', (event) => {
    if (event.data === 'pong') return;
    const message = JSON.parse(String(event.data)) as OverlayMessage;
    if (lose(message)) return;
    for (const follow of Object.values(followers)) {
      const state = follow(message);
      if (state) followed.set(messages.length, state);
    }
    messages.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.accept();
  let read = 0;

  /** The index of the next unread message that passes `wanted` (earlier unread ones are skipped). */
  async function nextIndex(wanted: (index: number) => boolean, what: string, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (read < messages.length) {
        const index = read++;
        if (wanted(index)) return index;
      }
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await Promise.race([
        new Promise<void>((resolve) => waiters.push(resolve)),
        new Promise((resolve) => setTimeout(resolve, 50)),
      ]);
    }
  }

  /** The next unread message of this type. */
  async function next<T extends OverlayMessage['type']>(type: T, timeoutMs = 3000): Promise<Message<A, T>> {
    const index = await nextIndex((i) => messages[i]?.type === type, `'${type}' message`, timeoutMs);
    return messages[index] as Message<A, T>;
  }

  /** The area's state after the next unread message that changed it. */
  const nextState = async <S extends SyncedArea>(synced: S): Promise<AreaState<S>> => {
    const index = await nextIndex(
      (i) => followed.has(i) && (messages[i] as { area?: string }).area === synced,
      `${synced} state`,
    );
    return followed.get(index) as AreaState<S>;
  };
  const nextQueues = () => nextState('carousel');
  const nextCounts = () => nextState('progressBar');

  /** The area's state as the overlay follows it now (undefined before its first). */
  const followedNow = <S extends SyncedArea>(synced: S): AreaState<S> | undefined => {
    const indexes = [...followed.keys()].filter((i) => (messages[i] as { area?: string }).area === synced);
    return followed.get(indexes.at(-1) ?? -1) as AreaState<S> | undefined;
  };

  /** The messages that carried the area's state or a change to it. */
  const stateMessages = (synced: SyncedArea = 'carousel') =>
    messages.filter((m) => (m.type === 'state' || m.type === 'change') && m.area === synced);

  const report = (kind: string, id: string) => socket.send(JSON.stringify({ type: 'shown', kind, id }));
  return {
    socket,
    messages,
    next,
    nextQueues,
    nextCounts,
    followedNow,
    stateMessages,
    report,
    close: () => socket.close(),
  };
}

export type EventsOverlay = Awaited<ReturnType<typeof openEventsOverlay>>;

/** Lets in-flight socket messages land, to show that nothing more arrived. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Delivers a signed EventSub notification and waits for the channel's work to finish. */
export async function deliverNotification(
  subscriptionType: string,
  condition: Record<string, string>,
  event: Record<string, unknown>,
  messageId: string = crypto.randomUUID(),
): Promise<Response> {
  const request = await eventSubDelivery(`${origin}/webhooks/twitch`, {
    secret: env.EVENTSUB_SECRET as string,
    messageType: 'notification',
    subscriptionType,
    messageId,
    body: { subscription: eventSubSubscription(subscriptionType, condition), event },
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  const streamerId = condition.broadcaster_user_id ?? condition.to_broadcaster_user_id;
  if (streamerId) await inboxSettled(streamerId);
  return response;
}

const viewer = (name: string) => ({
  user_id: String(1000 + name.length),
  user_login: name.toLowerCase(),
  user_name: name,
});

/** Each carousel event as Twitch sends it (protocols.md section 2), for the given channel. */
export function channelEventNotifications(streamer: { streamerId: string; name: string }) {
  const broadcaster = {
    broadcaster_user_id: streamer.streamerId,
    broadcaster_user_login: streamer.name.toLowerCase(),
    broadcaster_user_name: streamer.name,
  };
  const byBroadcaster = { broadcaster_user_id: streamer.streamerId };
  return {
    follow: {
      type: 'channel.follow',
      condition: { ...byBroadcaster, moderator_user_id: streamer.streamerId },
      event: { ...viewer('Follower'), ...broadcaster, followed_at: rfc3339Nano(new Date()) },
    },
    subscribe: {
      type: 'channel.subscribe',
      condition: byBroadcaster,
      event: { ...viewer('Subscriber'), ...broadcaster, tier: '1000', is_gift: false },
    },
    giftsub: {
      type: 'channel.subscription.gift',
      condition: byBroadcaster,
      event: {
        ...viewer('Gifter'),
        ...broadcaster,
        total: 5,
        tier: '1000',
        cumulative_total: 12,
        is_anonymous: false,
      },
    },
    resub: {
      type: 'channel.subscription.message',
      condition: byBroadcaster,
      event: {
        ...viewer('Resubber'),
        ...broadcaster,
        tier: '2000',
        message: { text: 'Seven months!', emotes: [] },
        cumulative_months: 7,
        streak_months: null,
        duration_months: 1,
      },
    },
    cheer: {
      type: 'channel.cheer',
      condition: byBroadcaster,
      event: { ...viewer('Cheerer'), ...broadcaster, is_anonymous: false, message: 'Cheer250', bits: 250 },
    },
    raid: {
      type: 'channel.raid',
      condition: { to_broadcaster_user_id: streamer.streamerId },
      event: {
        from_broadcaster_user_id: '777',
        from_broadcaster_user_login: 'raider',
        from_broadcaster_user_name: 'Raider',
        to_broadcaster_user_id: streamer.streamerId,
        to_broadcaster_user_login: streamer.name.toLowerCase(),
        to_broadcaster_user_name: streamer.name,
        viewers: 42,
      },
    },
  };
}

export type ChannelEventRow = {
  event_id: string;
  type: string;
  user_name: string | null;
  amount: number | null;
};

/** The channel's rows in the channel_events log. */
export async function channelEventRows(streamerId: string): Promise<ChannelEventRow[]> {
  const result = await env.DB.prepare(
    'SELECT event_id, type, user_name, amount FROM channel_events WHERE streamer_id = ? ORDER BY at',
  )
    .bind(streamerId)
    .all<ChannelEventRow>();
  return result.results;
}
