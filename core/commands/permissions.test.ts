import { describe, expect, it } from 'vitest';
import type { ChatRole } from '../chat/chat-message';
import { mayUseCommand } from './permissions';

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
