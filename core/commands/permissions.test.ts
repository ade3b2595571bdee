import { describe, expect, it } from 'vitest';
import type { ChatRole } from '../chat/chat-message';
import { mayRunCommand, mayUseCommand } from './permissions';

const open = { needsMod: false, subsOnly: false, followersOnly: false };
const never = async () => false;
const always = async () => true;
/** A chatter on Twitch with these roles. */
const as = (roles: readonly ChatRole[], login: string | null = 'viewer') => ({ roles, login });

describe('mayUseCommand', () => {
  it('lets anyone use an open command', async () => {
    expect(await mayUseCommand(open, as([]), never)).toBe(true);
  });

  it.each<[ChatRole[], boolean]>([
    [['broadcaster'], true],
    [['moderator'], true],
    [['vip'], false],
    [['subscriber'], false],
    [[], false],
  ])('mods-only: %j may use it: %s', async (roles, allowed) => {
    expect(await mayUseCommand({ ...open, needsMod: true }, as(roles), always)).toBe(allowed);
  });

  it.each<[ChatRole[], boolean]>([
    [['subscriber'], true],
    [['moderator'], true],
    [['broadcaster'], true],
    [['vip'], false],
    [['follower'], false],
  ])('subs-only: %j may use it: %s', async (roles, allowed) => {
    expect(await mayUseCommand({ ...open, subsOnly: true }, as(roles), always)).toBe(allowed);
  });

  it.each<[ChatRole[], boolean]>([
    [['regular'], true],
    [['vip'], true],
    [['moderator'], true],
    [['broadcaster'], true],
    [['subscriber'], false],
    [['follower'], false],
    [[], false],
  ])('regulars-only: %j may use it: %s', async (roles, allowed) => {
    expect(await mayUseCommand({ ...open, regularsOnly: true }, as(roles), always)).toBe(allowed);
  });

  it('regulars-only never asks about the follow', async () => {
    let asked = 0;
    const isFollower = async () => {
      asked++;
      return true;
    };
    expect(await mayUseCommand({ ...open, regularsOnly: true }, as([]), isFollower)).toBe(false);
    expect(asked).toBe(0);
  });

  it('followers-only asks about the follow only when the roles do not settle it', async () => {
    let asked = 0;
    const isFollower = async () => {
      asked++;
      return true;
    };
    expect(await mayUseCommand({ ...open, followersOnly: true }, as(['subscriber']), isFollower)).toBe(true);
    expect(asked).toBe(0);
    expect(await mayUseCommand({ ...open, followersOnly: true }, as([]), isFollower)).toBe(true);
    expect(asked).toBe(1);
    expect(await mayUseCommand({ ...open, followersOnly: true }, as([]), never)).toBe(false);
  });
});

describe('the VIP gate and the Users option', () => {
  it.each<[ChatRole[], boolean]>([
    [['vip'], true],
    [['moderator'], true],
    [['broadcaster'], true],
    [['subscriber'], false],
    [['regular'], false],
    [['follower'], false],
    [[], false],
  ])('VIPs-only: %j may use it: %s', async (roles, allowed) => {
    expect(await mayUseCommand({ ...open, vipsOnly: true }, as(roles), always)).toBe(allowed);
  });

  const listed = { ...open, allowedUsers: ['alice', 'bob_42'] };

  it.each<[string | null, ChatRole[], boolean]>([
    ['alice', [], true],
    ['Bob_42', [], true],
    ['mallory', [], false],
    ['mallory', ['vip', 'subscriber'], false],
    ['mallory', ['moderator'], true],
    ['mallory', ['broadcaster'], true],
    // Discord names no Twitch login: only moderators pass the list there.
    [null, [], false],
    [null, ['moderator'], true],
  ])('Users alice, bob_42: %s with %j may use it: %s', async (login, roles, allowed) => {
    expect(await mayUseCommand(listed, as(roles, login), never)).toBe(allowed);
  });

  it('lets everyone in when the list is empty', async () => {
    expect(await mayUseCommand({ ...open, allowedUsers: [] }, as([], null), never)).toBe(true);
  });

  it('needs both the list and the role gate when both are set', async () => {
    const both = { ...listed, subsOnly: true };
    expect(await mayUseCommand(both, as([], 'alice'), never)).toBe(false);
    expect(await mayUseCommand(both, as(['subscriber'], 'alice'), never)).toBe(true);
    expect(await mayUseCommand(both, as(['subscriber'], 'mallory'), never)).toBe(false);
  });
});

describe('mayRunCommand', () => {
  const modsOnly = { ...open, needsMod: true };

  it.each(['game', 'title'])(
    'lets anyone read the current %s, while changing it needs the gate',
    async (type) => {
      expect(await mayRunCommand({ ...modsOnly, type }, as([]), '', never)).toBe(true);
      expect(await mayRunCommand({ ...modsOnly, type }, as([]), '   ', never)).toBe(true);
      expect(await mayRunCommand({ ...modsOnly, type }, as([]), 'Just Chatting', never)).toBe(false);
      expect(await mayRunCommand({ ...modsOnly, type }, as(['moderator']), 'Just Chatting', never)).toBe(
        true,
      );
      expect(await mayRunCommand({ ...open, subsOnly: true, type }, as(['vip']), 'x', never)).toBe(false);
    },
  );

  it('keeps the gate of other commands with no arguments', async () => {
    expect(await mayRunCommand({ ...modsOnly, type: 'shoutout' }, as([]), '', never)).toBe(false);
    expect(await mayRunCommand({ ...modsOnly, type: 'Text' }, as([]), '', never)).toBe(false);
  });
});
