// The Simulator: chat as any viewer and fire channel events through the same path as Twitch's.
import { Hono } from 'hono';
import type { ChatMessage } from '../../core/chat/chat-message';
import { readInvocation } from '../../core/commands/invocation';
import { simulatedFragments } from '../../core/emotes/chat-emotes';
import type { LiveEvent } from '../../core/live/live-event';
import { redemptionSilence } from '../../core/redemptions/redemption-silence';
import {
  simulatedChatSchema,
  simulatedDiscordSchema,
  simulatedEventSchema,
} from '../../core/simulator/simulator-requests';
import { viewerNames } from '../../core/simulator/viewer-names';
import { openDatabase } from '../../db/client';
import { readIncrementorSettings } from '../../db/incrementor';
import { listTextReplies } from '../../db/text-replies';
import { isDevMode } from '../../integrations/twitch/app-config';
import { simulatedInteraction } from '../discord/simulated-interaction';
import { type AppEnv, channelOf, partOf } from '../env';
import { changesNothing } from '../route-properties';
import { validJson } from '../validation';

const loginOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9_]/g, '_');

async function unansweredRedemption(d1: D1Database, streamerId: string, reward: string) {
  const db = openDatabase(d1);
  const [replies, counter] = await Promise.all([
    listTextReplies(db, streamerId),
    readIncrementorSettings(db, streamerId),
  ]);
  return redemptionSilence(replies, counter, reward);
}

export const simulatorRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, async (c) =>
    c.json({
      status: true as const,
      overlaySecretKey: c.get('streamer').overlaySecretKey,
      /** In dev mode there is no Twitch to post to; otherwise the Simulator never posts either. */
      isDevMode: isDevMode(c.env),
    }),
  )
  .post('/chat', changesNothing, validJson(simulatedChatSchema), async (c) => {
    const { user, text, roles } = c.req.valid('json');
    const streamer = c.get('streamer');
    const message: ChatMessage = {
      messageId: crypto.randomUUID(),
      chatterId: roles.includes('broadcaster') ? streamer.streamerId : `simulated:${loginOf(user)}`,
      chatterLogin: loginOf(user),
      chatterName: user,
      text,
      invocation: readInvocation(text),
      roles,
      isTest: true,
      // The Simulator's Twitch marks its demo emotes, as Twitch marks a real chat's.
      fragments: simulatedFragments(text),
    };
    const answer = await channelOf(c.env, streamer.streamerId).receiveChatMessage(
      message,
      new URL(c.req.url).origin,
    );
    // `why` (only when `replies` is empty) says why the bot stayed silent: see core/chat/chat-answer.ts;
    // `moderation`, what the chat filters did to the message instead.
    return c.json({
      status: true as const,
      replies: answer.replies,
      ...(answer.why && { why: answer.why }),
      ...(answer.moderation && { moderation: answer.moderation }),
    });
  })
  .get('/chat', changesNothing, async (c) => {
    const messages = await partOf(c.env, c.get('streamer').streamerId, 'chat').botLines();
    return c.json({ status: true as const, messages });
  })
  /** The simulated chat as the Simulator shows it: viewers' lines (with `user`) and the bot's, in order. */
  .get('/conversation', changesNothing, async (c) => {
    const conversation = await partOf(c.env, c.get('streamer').streamerId, 'chat').conversation();
    return c.json({ status: true as const, conversation });
  })
  /** What the bot did on the simulated Twitch: deletes, warnings, timeouts, bans and lifts, newest last. */
  .get('/moderation', changesNothing, async (c) => {
    const actions = await partOf(c.env, c.get('streamer').streamerId, 'moderation').simulatedActions();
    return c.json({ status: true as const, actions });
  })
  /** One event, or with `count` a flood of them from made-up viewers: one call against the allowance. */
  .post('/event', changesNothing, validJson(simulatedEventSchema), async (c) => {
    const { count, ...request } = c.req.valid('json');
    const streamer = c.get('streamer');
    const users = count > 1 ? viewerNames(count) : [request.user];
    // The streamer firing as themself is the channel owner, as on Twitch.
    const userIdOf = (user: string | undefined) =>
      user && (user === streamer.displayName ? streamer.streamerId : `simulated:${loginOf(user)}`);
    const events = users.map(
      (user): LiveEvent => ({
        ...request,
        user,
        userId: userIdOf(user),
        id: crypto.randomUUID(),
        isTest: true,
        at: Date.now(),
      }),
    );
    // One call into the channel, which works through them in the order they were fired.
    await channelOf(c.env, streamer.streamerId).receiveEvents(events);
    // A redemption nothing answers says why (core/redemptions/redemption-silence.ts), as chat does.
    const why =
      request.type === 'redemption' &&
      request.reward &&
      (await unansweredRedemption(c.env.DB, streamer.streamerId, request.reward));
    return c.json({ status: true as const, fired: events.length, ...(why && { why }) });
  })
  /** "Clear test events": Simulator events leave the carousel queues, the goal counts and the event log. */
  .post('/clearTestEvents', changesNothing, async (c) => {
    const removed = await channelOf(c.env, c.get('streamer').streamerId).clearTestEvents();
    return c.json({ status: true as const, removed });
  })
  /** A slash command in the streamer's server (the Demo Server until one is linked), as a verified one. */
  .post('/discord', changesNothing, validJson(simulatedDiscordSchema), async (c) => {
    const answer = await simulatedInteraction(c.env, c.get('streamer').streamerId, c.req.valid('json'), {
      origin: c.env.PUBLIC_URL || new URL(c.req.url).origin,
    });
    return c.json({ status: true as const, reply: answer.content, ephemeral: answer.ephemeral });
  })
  .get('/discord', changesNothing, async (c) => {
    const messages = await partOf(c.env, c.get('streamer').streamerId, 'discord').posts();
    return c.json({ status: true as const, messages });
  });
