// The chat filters in dev mode, through the API and the Simulator (issue 27's contract): settings,
// refusals that write nothing, decisions before commands, strikes, the log with Undo, the tester, the
// replay, and the part's state across an eviction.
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../core/chat/chat-message';
import {
  defaultModerationSettings,
  type ModerationSettings,
  withRecommendedFilters,
} from '../../core/moderation/moderation-settings';
import { RecentChat, recentChatLimit } from '../../durable-objects/moderation/recent-chat';
import { TrustedViewers } from '../../durable-objects/moderation/trusted-viewers';
import { newStreamer } from './tips-fixture';

type Json = Record<string, unknown>;
type Action = { action: string; user: string; reason: string; duration?: number; messageId?: string };
type LogEntry = {
  id: number;
  user: string;
  filter: string;
  action: string;
  undone: boolean;
  dryRun: boolean;
};

async function channelWithFilters(change: (settings: ModerationSettings) => ModerationSettings = (s) => s) {
  const streamer = await newStreamer();
  const saved = await streamer.json(
    'POST',
    '/api/moderation',
    change(withRecommendedFilters(defaultModerationSettings)),
  );
  expect(saved).toEqual({ status: true });
  const say = async (user: string, text: string, roles: string[] = []) =>
    (await streamer.json('POST', '/api/simulator/chat', { user, text, roles })) as {
      replies: string[];
      why?: string;
      moderation?: { action: string; filter: string; duration?: number };
    };
  const actions = async () =>
    ((await streamer.json('GET', '/api/simulator/moderation')).actions as Action[]) ?? [];
  const log = async (query = '') =>
    (await streamer.json('GET', `/api/moderation/log${query}`)).entries as LogEntry[];
  return { ...streamer, say, actions, log };
}

describe('GET and POST /api/moderation', () => {
  it('starts with every filter off, and keeps what was saved', async () => {
    const { json } = await newStreamer();
    const { settings } = (await json('GET', '/api/moderation')) as { settings: ModerationSettings };
    expect(Object.keys(settings.filters).sort()).toEqual(
      ['caps', 'emotes', 'firstTime', 'length', 'links', 'repetition', 'symbols', 'words', 'zalgo'].sort(),
    );
    expect(Object.values(settings.filters).every((filter) => !filter.enabled)).toBe(true);
    expect(settings.filters.links.exempt).toEqual(['subscriber', 'vip', 'regular']);
    const edited = withRecommendedFilters(settings);
    edited.filters.words.entries = ['bad', 'wor*d', 'a phrase', '~/fr[e3]+/i'];
    expect(await json('POST', '/api/moderation', edited)).toEqual({ status: true });
    expect(await json('GET', '/api/moderation')).toEqual({ status: true, settings: edited });
  });

  it('refuses bad settings with the reason and writes nothing', async () => {
    const { api, json } = await newStreamer();
    const base = withRecommendedFilters(defaultModerationSettings);
    const words = (entries: string[]) => ({
      ...base,
      filters: { ...base.filters, words: { ...base.filters.words, entries } },
    });
    const refusals: [unknown, RegExp][] = [
      [{ ...base, filters: { ...base.filters, spam: base.filters.caps } }, /spam|unrecognized|not/i],
      [{ ...base, filters: { ...base.filters, caps: { ...base.filters.caps, percent: 101 } } }, /100/],
      [{ ...base, filters: { ...base.filters, caps: { ...base.filters.caps, loud: true } } }, /loud|not/i],
      [words(Array.from({ length: 2001 }, (_, i) => `w${i}`)), /2,000/],
      [words(['x'.repeat(501)]), /500/],
      [words(Array.from({ length: 201 }, (_, i) => `~/w${i}+/`)), /200/],
      [words(['fine', '~/(a)\\1/']), /2/],
      [words([`~/${'a'.repeat(1001)}/`]), /1,000|1000/],
    ];
    for (const [body, reason] of refusals) {
      const response = await api('POST', '/api/moderation', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Json;
      expect(answer.status).toBe(false);
      expect(String(answer.reason)).toMatch(reason);
    }
    const { settings } = (await json('GET', '/api/moderation')) as { settings: ModerationSettings };
    expect(settings).toEqual(defaultModerationSettings);
  });
});

describe('the filters in the Simulator', () => {
  it("delete a viewer's link before any command runs, and say so on the simulated Twitch", async () => {
    const { json, say, actions } = await channelWithFilters();
    await json('POST', '/api/commands', {
      format: 'add',
      command: { type: 'Text', command: 'hi', text: 'Hello!' },
    });
    const answer = await say('Linky', '!hi check out example.com/free');
    expect(answer).toMatchObject({ replies: [], moderation: { action: 'delete', filter: 'links' } });
    const done = await actions();
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ action: 'delete', user: 'linky' });
    expect(done[0]?.messageId).toBeTruthy();
    const { conversation } = (await json('GET', '/api/simulator/conversation')) as {
      conversation: { user?: string; text: string; deleted?: boolean; notice?: boolean }[];
    };
    expect(conversation.find((line) => line.user === 'Linky')?.deleted).toBe(true);
    expect(conversation.some((line) => line.text === 'Hello!')).toBe(false);
  });

  it('climb the ladder: delete, then a 60 s timeout; the log lists both and Undo lifts the timeout', async () => {
    const { json, say, actions, log } = await channelWithFilters();
    expect((await say('Spammer', 'visit spam.example.com')).moderation).toEqual({
      action: 'delete',
      filter: 'links',
    });
    expect((await say('Spammer', 'again www.spam.io')).moderation).toEqual({
      action: 'timeout',
      filter: 'links',
      duration: 60,
    });
    const entries = await log();
    expect(entries.map((entry) => entry.action)).toEqual(['timeout', 'delete']);
    expect(entries[0]).toMatchObject({ user: 'Spammer', filter: 'links', dryRun: false, undone: false });
    expect(await json('POST', '/api/moderation/undo', { id: entries[0]?.id })).toEqual({ status: true });
    expect((await log())[0]?.undone).toBe(true);
    expect((await actions()).map((action) => action.action)).toEqual(['delete', 'timeout', 'unban']);
    // A delete cannot be undone, and an undone timeout not twice.
    const again = await json('POST', '/api/moderation/undo', { id: entries[0]?.id });
    expect(again.status).toBe(false);
    expect((await json('POST', '/api/moderation/undo', { id: 999_999 })).status).toBe(false);
  });

  it('never act on the broadcaster or a moderator, and leave exempt roles to the filters they are exempt from', async () => {
    const { say, actions } = await channelWithFilters();
    expect((await say('Boss', 'LOOK AT THIS LINK example.com', ['broadcaster'])).moderation).toBeUndefined();
    expect((await say('Mod', 'example.com', ['moderator'])).moderation).toBeUndefined();
    expect((await say('Sub', 'example.com', ['subscriber'])).moderation).toBeUndefined();
    expect((await say('Reg', 'see reg.example.com', ['regular'])).moderation).toBeUndefined();
    expect((await say('Sub', 'THIS IS ALL CAPS FOR SURE', ['subscriber'])).moderation?.filter).toBe('caps');
    expect(await actions()).toHaveLength(1);
  });

  it('a dry-run filter logs what it would do and lets the message through', async () => {
    const { json, say, actions, log } = await channelWithFilters((settings) => ({
      ...settings,
      filters: {
        ...settings.filters,
        links: { ...settings.filters.links, dryRun: true },
        firstTime: { ...settings.filters.firstTime, enabled: false },
      },
    }));
    await json('POST', '/api/commands', {
      format: 'add',
      command: { type: 'Text', command: 'hi', text: 'Hello!' },
    });
    expect(await say('Viewer', '!hi example.com')).toEqual({ status: true, replies: ['Hello!'] });
    expect(await actions()).toEqual([]);
    expect((await log())[0]).toMatchObject({ filter: 'links', action: 'delete', dryRun: true });
  });

  it("a dry-run filter's trips count no strike: the viewer's first live trip is still strike 1", async () => {
    const { say, actions, log } = await channelWithFilters((settings) => ({
      ...settings,
      filters: {
        ...settings.filters,
        links: { ...settings.filters.links, dryRun: true },
        firstTime: { ...settings.filters.firstTime, enabled: false },
      },
    }));
    for (const text of ['see example.com', 'see example.org', 'see example.net'])
      expect((await say('Tester', text)).moderation).toBeUndefined();
    expect((await log()).map((entry) => entry.dryRun)).toEqual([true, true, true]);
    expect((await say('Tester', 'NOW I AM SHOUTING AT YOU')).moderation).toEqual({
      action: 'delete',
      filter: 'caps',
    });
    expect((await actions()).map((action) => action.action)).toEqual(['delete']);
  });

  it('!permit lets a viewer post links for a while', async () => {
    const { json, say } = await channelWithFilters();
    await json('POST', '/api/commands', { format: 'add', command: { type: 'permit', command: 'permit' } });
    expect((await say('Viewer', '!permit Guest')).replies).toEqual([]);
    expect((await say('Mod', '!permit @Guest 120', ['moderator'])).replies).toEqual([
      'guest may post links for the next 120 seconds.',
    ]);
    expect((await say('Guest', 'my art: art.example.com')).moderation).toBeUndefined();
    expect((await say('Other', 'my art: art.example.com')).moderation?.filter).toBe('links');
  });

  it('lookalike letters and hidden characters do not walk past the word list', async () => {
    const { say } = await channelWithFilters((settings) => ({
      ...settings,
      filters: { ...settings.filters, words: { ...settings.filters.words, enabled: true, entries: ['bad'] } },
    }));
    for (const text of ['so ＢＡＤ', 'so b\u200Bad', 'so b\u0430d'])
      expect((await say(`V${text.length}`, text)).moderation?.filter).toBe('words');
    expect((await say('Badger', 'a badger!')).moderation).toBeUndefined();
  });

  it('shared chat from another channel is left alone unless the streamer turns that on', async () => {
    const { id } = await channelWithFilters();
    const channel = env.CHANNEL.get(env.CHANNEL.idFromName(id));
    const message = (sourceChannelId?: string): ChatMessage => ({
      messageId: crypto.randomUUID(),
      chatterId: 'simulated:guest',
      chatterLogin: 'guest',
      chatterName: 'Guest',
      text: 'example.com',
      invocation: null,
      roles: [],
      isTest: true,
      ...(sourceChannelId && { sourceChannelId }),
    });
    expect((await channel.receiveChatMessage(message('999'))).moderation).toBeUndefined();
    expect((await channel.receiveChatMessage(message())).moderation?.filter).toBe('links');
  });
});

describe('trying rules', () => {
  it('the tester shows the steps and the decision, and changes nothing', async () => {
    const { json, log } = await channelWithFilters((settings) => ({
      ...settings,
      filters: { ...settings.filters, words: { ...settings.filters.words, enabled: true, entries: ['bad'] } },
    }));
    const { decision } = (await json('POST', '/api/moderation/test', { text: 'so b\u0430d' })) as {
      decision: {
        action: string;
        filter: string;
        normalized: string;
        steps: { name: string; text: string }[];
      };
    };
    expect(decision).toMatchObject({ action: 'delete', filter: 'words' });
    expect(decision.normalized).toContain('bad');
    expect(decision.steps.length).toBeGreaterThan(1);
    expect(await json('POST', '/api/moderation/test', { text: 'hello friends' })).toMatchObject({
      decision: { action: 'allow', filter: null },
    });
    expect(
      await json('POST', '/api/moderation/test', { text: 'example.com', roles: ['subscriber'] }),
    ).toMatchObject({
      decision: { action: 'allow' },
    });
    expect(await log()).toEqual([]);
  });

  it("replays a changed rule set over the last hour's chat, changing nothing", async () => {
    const { json, say, log } = await channelWithFilters((settings) => ({
      ...settings,
      filters: { ...settings.filters, caps: { ...settings.filters.caps, enabled: false } },
    }));
    await say('Loud', 'THIS IS SO EXCITING TODAY');
    await say('Calm', 'what a nice stream');
    await say('Louder', 'WHY IS EVERYONE SHOUTING HERE');
    expect(await log()).toEqual([]);
    const { settings } = (await json('GET', '/api/moderation')) as { settings: ModerationSettings };
    const withCaps = {
      ...settings,
      filters: { ...settings.filters, caps: { ...settings.filters.caps, enabled: true } },
    };
    const replay = (await json('POST', '/api/moderation/replay', { settings: withCaps })) as {
      messages: number;
      wouldAct: { user: string; action: string; filter: string }[];
    };
    expect(replay.messages).toBe(3);
    expect(replay.wouldAct.map((hit) => [hit.user, hit.action, hit.filter])).toEqual([
      ['Loud', 'delete', 'caps'],
      ['Louder', 'delete', 'caps'],
    ]);
    expect(await log()).toEqual([]);
    expect(((await json('GET', '/api/moderation')) as { settings: ModerationSettings }).settings).toEqual(
      settings,
    );
  });
});

describe('the filter part across an eviction', () => {
  it('keeps settings, strikes and the log', async () => {
    const { id, say, log } = await channelWithFilters();
    expect((await say('Spammer', 'spam.example.com')).moderation?.action).toBe('delete');
    await evictDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(id)));
    expect((await say('Spammer', 'spam.example.com')).moderation).toEqual({
      action: 'timeout',
      filter: 'links',
      duration: 60,
    });
    expect(await log()).toHaveLength(2);
  });
});

describe("the channel's stored chat for the replay, and its trusted viewers", () => {
  it('come back after a restart: the last hour, at most 5,000 messages, and who earned trust', async () => {
    const { id } = await newStreamer();
    await runInDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(id)), async (_instance, state) => {
      const start = Date.now();
      const recent = new RecentChat(state.storage);
      await recent.load();
      const message = (n: number, at: number) => ({
        userId: `u${n % 50}`,
        user: `U${n}`,
        text: `hello ${n}`,
        roles: [],
        at,
      });
      recent.add(message(0, start - 2 * 60 * 60_000));
      for (let n = 1; n <= recentChatLimit + 300; n++) recent.add(message(n, start));
      await recent.flush(start);
      recent.add(message(99_999, start + 1000));
      await recent.flush(start + 1000);

      const trusted = new TrustedViewers(state.storage);
      await trusted.load();
      for (let n = 0; n < 3; n++) trusted.clean('regular', 3, start);
      trusted.clean('newcomer', 3, start);
      await trusted.flush();

      const after = new RecentChat(state.storage);
      await after.load();
      const kept = after.lastHour(start + 2000);
      expect(kept).toHaveLength(recentChatLimit);
      expect(kept.at(-1)?.text).toBe('hello 99999');
      expect(kept.some((m) => m.text === 'hello 0')).toBe(false);
      const trustedAfter = new TrustedViewers(state.storage);
      await trustedAfter.load();
      expect(trustedAfter.cleanMessages('regular', 3)).toBe(3);
      expect(trustedAfter.cleanMessages('newcomer', 3)).toBe(0);
    });
  });
});
