import { describe, expect, it } from 'vitest';
import type { ChatRole } from '../chat/chat-message';
import { mayRunCommand, mayUseCommand } from './permissions';

const open = { needsMod: false, subsOnly: false, followersOnly: false };
const never = async () => false;
const always = async () => true;

describe('mayUseCommand', () => {
  it('lets anyone use an open command', async () => {
    expect(await mayUseCommand(open, [], never)).toBe(true);
  });

  it.each<[ChatRole[], boolean]>([
    [['broadcaster'], true],
    [['moderator'], true],
    [['vip'], false],
    [['subscriber'], false],
    [[], false],
  ])('mods-only: %j may use it: %s', async (roles, allowed) => {
    expect(await mayUseCommand({ ...open, needsMod: true }, roles, always)).toBe(allowed);
  });

  it.each<[ChatRole[], boolean]>([
    [['subscriber'], true],
    [['moderator'], true],
    [['broadcaster'], true],
    [['vip'], false],
    [['follower'], false],
  ])('subs-only: %j may use it: %s', async (roles, allowed) => {
    expect(await mayUseCommand({ ...open, subsOnly: true }, roles, always)).toBe(allowed);
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
    expect(await mayUseCommand({ ...open, regularsOnly: true }, roles, always)).toBe(allowed);
  });

  it('regulars-only never asks about the follow', async () => {
    let asked = 0;
    const isFollower = async () => {
      asked++;
      return true;
    };
    expect(await mayUseCommand({ ...open, regularsOnly: true }, [], isFollower)).toBe(false);
    expect(asked).toBe(0);
  });

  it('followers-only asks about the follow only when the roles do not settle it', async () => {
    let asked = 0;
    const isFollower = async () => {
      asked++;
      return true;
    };
    expect(await mayUseCommand({ ...open, followersOnly: true }, ['subscriber'], isFollower)).toBe(true);
    expect(asked).toBe(0);
    expect(await mayUseCommand({ ...open, followersOnly: true }, [], isFollower)).toBe(true);
    expect(asked).toBe(1);
    expect(await mayUseCommand({ ...open, followersOnly: true }, [], never)).toBe(false);
  });
});

describe('mayRunCommand', () => {
  const modsOnly = { ...open, needsMod: true };

  it.each(['game', 'title'])(
    'lets anyone read the current %s, while changing it needs the gate',
    async (type) => {
      expect(await mayRunCommand({ ...modsOnly, type }, [], '', never)).toBe(true);
      expect(await mayRunCommand({ ...modsOnly, type }, [], '   ', never)).toBe(true);
      expect(await mayRunCommand({ ...modsOnly, type }, [], 'Just Chatting', never)).toBe(false);
      expect(await mayRunCommand({ ...modsOnly, type }, ['moderator'], 'Just Chatting', never)).toBe(true);
      expect(await mayRunCommand({ ...open, subsOnly: true, type }, ['vip'], 'x', never)).toBe(false);
    },
  );

  it('keeps the gate of other commands with no arguments', async () => {
    expect(await mayRunCommand({ ...modsOnly, type: 'shoutout' }, [], '', never)).toBe(false);
    expect(await mayRunCommand({ ...modsOnly, type: 'Text' }, [], '', never)).toBe(false);
  });
});
