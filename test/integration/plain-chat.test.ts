// Chat that is not a command is most of a channel's traffic: it reaches the channel's object only
// while a part wants it (an emote overlay open, an announcement counting chat), and even then costs
// no storage write. Commands keep the durable inbox. Inboxes and id tables from before carry over.
import {
  createExecutionContext,
  evictDurableObject,
  runInDurableObject,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { UsageMeter } from '../../bench/usage-meter';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import { Inbox } from '../../durable-objects/delivery/inbox';
import { SeenMessages } from '../../durable-objects/delivery/seen-messages';
import worker from '../../worker/index';
import { eventSubDelivery, eventSubSubscription } from '../fakes/eventsub-delivery';
import { channelStub, inboxSettled } from './channel-inbox';
import { openEventsOverlay, streamerFixture } from './live-events-fixture';
import { origin } from './session-helpers';

function chat(streamerId: string, text: string, messageId = crypto.randomUUID()) {
  return eventSubDelivery(`${origin}/webhooks/twitch`, {
    secret: env.EVENTSUB_SECRET as string,
    messageType: 'notification',
    subscriptionType: 'channel.chat.message',
    messageId,
    body: {
      subscription: eventSubSubscription('channel.chat.message', { broadcaster_user_id: streamerId }),
      event: {
        broadcaster_user_id: streamerId,
        chatter_user_id: '4242',
        chatter_user_login: 'chatty',
        chatter_user_name: 'Chatty',
        message_id: crypto.randomUUID(),
        message: { text },
        badges: [],
      },
    },
  });
}

const wanted = async (streamerId: string) =>
  (
    await env.DB.prepare('SELECT plain_chat_wanted AS wanted FROM streamers WHERE twitch_user_id = ?')
      .bind(streamerId)
      .first<{ wanted: number }>()
  )?.wanted;

/** Rows the object keeps for deliveries: the ids it remembers and the inbox. */
const deliveryRows = (streamerId: string) =>
  runInDurableObject(channelStub(streamerId), (_instance, state) => ({
    ids: new SeenMessages(state.storage.sql).remembered,
    inbox: state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM inbox').one().n,
  }));

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
}

describe('chat that is not a command', () => {
  it('makes no call into the object once the channel says no part wants it, and writes nothing', async () => {
    const streamer = await streamerFixture();
    const id = streamer.streamerId;
    // A channel starts as wanting it (nothing is known yet); the object then says it does not.
    expect(await wanted(id)).toBe(1);
    expect((await exports.default.fetch(await chat(id, 'first!'))).status).toBe(204);
    await until(async () => (await wanted(id)) === 0);
    const before = await deliveryRows(id);
    // The webhook's calls into the object, counted as the bench counts them.
    const meter = new UsageMeter();
    const meteredEnv = { ...env, CHANNEL: meter.meteredNamespace(env.CHANNEL) };
    const deliver = async (text: string) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(await chat(id, text), meteredEnv, ctx);
      await waitOnExecutionContext(ctx);
      return response.status;
    };
    for (let n = 0; n < 5; n++) expect(await deliver(`just chatting ${n}`)).toBe(204);
    expect(meter.read().doCalls).toBe(0);
    expect(await deliveryRows(id)).toEqual(before);
    // The count is a real one: a command is a call.
    expect(await deliver('!commands')).toBe(204);
    expect(meter.read().doCalls).toBe(1);
  });

  it('flies emotes while an emote overlay is open, with no write, and recognises a repeat', async () => {
    const streamer = await streamerFixture();
    const id = streamer.streamerId;
    await exports.default.fetch(await chat(id, 'hello'));
    await until(async () => (await wanted(id)) === 0);

    const overlay = await openEventsOverlay(streamer.overlayKey, 'emoteMover');
    await overlay.next('settings');
    await until(async () => (await wanted(id)) === 1);
    const before = await deliveryRows(id);
    const messageId = crypto.randomUUID();
    expect((await exports.default.fetch(await chat(id, 'so good bttvDance', messageId))).status).toBe(204);
    const flight = (await overlay.next('emotes')) as Extract<OverlayMessage, { type: 'emotes' }>;
    expect(flight.emotes.map((emote) => emote.url)).toEqual(['/emotes/demo/bttv/dance.gif']);
    // Twitch sends it again: acknowledged, not flown twice.
    expect((await exports.default.fetch(await chat(id, 'so good bttvDance', messageId))).status).toBe(200);
    expect(await deliveryRows(id)).toEqual(before);

    overlay.close();
    await until(async () => (await wanted(id)) === 0);
  });

  it('still remembers every command durably, whatever the channel wants', async () => {
    const streamer = await streamerFixture();
    const id = streamer.streamerId;
    await exports.default.fetch(await chat(id, 'hello'));
    await until(async () => (await wanted(id)) === 0);
    const messageId = crypto.randomUUID();
    expect((await exports.default.fetch(await chat(id, '!commands', messageId))).status).toBe(204);
    await inboxSettled(id);
    expect((await deliveryRows(id)).ids).toBeGreaterThan(0);
    // A repeat after an eviction is still recognised: the id was stored.
    await evictDurableObject(channelStub(id));
    expect((await exports.default.fetch(await chat(id, '!commands', messageId))).status).toBe(200);
  });
});

describe('storage from before', () => {
  it('moves an AUTOINCREMENT inbox and the old id table over, keeping order and ids', async () => {
    const streamer = await streamerFixture();
    await runInDurableObject(channelStub(streamer.streamerId), (_instance, state) => {
      const sql = state.storage.sql;
      sql.exec('DROP TABLE inbox');
      for (const { name } of sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'seen_ids%'",
        )
        .toArray())
        sql.exec(`DROP TABLE ${name}`);
      sql.exec(`CREATE TABLE inbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, delivery TEXT NOT NULL,
        done_parts INTEGER NOT NULL DEFAULT 0, attempts INTEGER NOT NULL DEFAULT 0)`);
      sql.exec('CREATE TABLE seen_messages (id TEXT PRIMARY KEY, at INTEGER NOT NULL)');
      sql.exec('CREATE INDEX seen_messages_at ON seen_messages (at)');
      const old = {
        kind: 'event',
        event: { id: 'old', type: 'follow', user: 'Early', isTest: false, at: 1 },
      };
      sql.exec('INSERT INTO inbox (delivery, done_parts) VALUES (?, 1)', JSON.stringify(old));
      sql.exec('INSERT INTO seen_messages (id, at) VALUES (?, ?)', 'old', Date.now());

      const inbox = new Inbox(state.storage, new SeenMessages(sql));
      expect(sql.exec("SELECT sql FROM sqlite_master WHERE name = 'inbox'").one().sql).not.toContain(
        'AUTOINCREMENT',
      );
      expect(sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'seen_messages'").toArray()).toEqual([]);
      expect(inbox.accept('old', old as never, Date.now())).toBe(false);
      expect(inbox.accept('new', old as never, Date.now())).toBe(true);
      const first = inbox.oldest();
      // A mark from when marks were bits by position is read as the part's name.
      expect(first).toMatchObject({ doneParts: ['liveState'], delivery: old });
      if (first) inbox.finish(first);
      expect(inbox.oldest()?.seq).toBeGreaterThan(first?.seq ?? 0);
      sql.exec('DELETE FROM inbox');
    });
  });
});
