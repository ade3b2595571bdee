import { describe, expect, it } from 'vitest';
import { CommandGate, type CommandUse } from './command-gate';

const command = {
  _id: 'c1',
  type: 'text',
  needsMod: false,
  subsOnly: false,
  followersOnly: false,
  cooldownSeconds: 30,
};
/** Twitch chat can ask whether a viewer follows; Discord cannot, so it always says no. */
const onTwitch = (roles: CommandUse['roles'], follows = false, login = 'viewer'): CommandUse => ({
  roles,
  login,
  rest: '',
  isFollower: async () => follows,
});
const onDiscord = (roles: CommandUse['roles']): CommandUse => ({
  roles,
  login: null,
  rest: '',
  isFollower: async () => false,
});

function gateAt(start: number) {
  let now = start;
  const gate = new CommandGate(() => now);
  const wait = (ms: number) => {
    now += ms;
  };
  return { gate, wait };
}

describe('the command gate, one for Twitch chat and Discord', () => {
  it('refuses the same users in both venues, naming who the command is for', async () => {
    const { gate } = gateAt(0);
    const modsOnly = { ...command, needsMod: true };
    for (const use of [onTwitch([]), onDiscord([])])
      expect(await gate.check(modsOnly, use)).toEqual({ why: 'permission', limitedTo: 'moderators' });
    for (const use of [onTwitch(['moderator']), onDiscord(['moderator'])])
      expect(await gate.check(modsOnly, use)).toBeNull();
  });

  it('lets a Twitch follower use a followers-only command, which Discord cannot check', async () => {
    const { gate } = gateAt(0);
    const followersOnly = { ...command, followersOnly: true };
    expect(await gate.check(followersOnly, onTwitch([], true))).toBeNull();
    expect(await gate.check(followersOnly, onDiscord([]))).toEqual({
      why: 'permission',
      limitedTo: 'followers',
    });
  });

  it('names regulars as who a regulars-only command is for, and lets regulars, VIPs and moderators past', async () => {
    const { gate } = gateAt(0);
    const regularsOnly = { ...command, regularsOnly: true };
    for (const use of [onTwitch(['subscriber'], true), onDiscord([])])
      expect(await gate.check(regularsOnly, use)).toEqual({ why: 'permission', limitedTo: 'regulars' });
    for (const roles of [['regular'], ['vip'], ['moderator'], ['broadcaster']] as const)
      expect(await gate.check(regularsOnly, onTwitch([...roles]))).toBeNull();
  });

  it('names VIPs for a VIPs-only command, and the list for a Users command, which Discord cannot check', async () => {
    const { gate } = gateAt(0);
    const vipsOnly = { ...command, vipsOnly: true };
    expect(await gate.check(vipsOnly, onTwitch(['subscriber']))).toEqual({
      why: 'permission',
      limitedTo: 'VIPs',
    });
    expect(await gate.check(vipsOnly, onTwitch(['vip']))).toBeNull();
    const listed = { ...command, allowedUsers: ['alice'], vipsOnly: true };
    const notListed = { why: 'permission', limitedTo: 'users on its list' };
    expect(await gate.check(listed, onTwitch(['vip'], false, 'mallory'))).toEqual(notListed);
    expect(await gate.check(listed, onTwitch([], false, 'alice'))).toEqual({
      why: 'permission',
      limitedTo: 'VIPs',
    });
    expect(await gate.check(listed, onTwitch(['vip'], false, 'alice'))).toBeNull();
    expect(await gate.check(listed, onDiscord(['vip']))).toEqual(notListed);
  });

  it('holds a cooldown across venues: a use on Discord cools the command in Twitch chat', async () => {
    const { gate, wait } = gateAt(1_000);
    expect(await gate.pass(command, onDiscord([]))).toBeNull();
    wait(10_000);
    expect(await gate.pass(command, onTwitch([]))).toEqual({ why: 'cooldown', seconds: 20 });
    // Moderators skip cooldowns everywhere; their use starts the cooldown afresh.
    expect(await gate.pass(command, onTwitch(['moderator']))).toBeNull();
    wait(20_000);
    expect(await gate.pass(command, onDiscord([]))).toEqual({ why: 'cooldown', seconds: 10 });
    wait(10_000);
    expect(await gate.pass(command, onTwitch([]))).toBeNull();
  });

  it('starts the cooldown only on pass, not on a check', async () => {
    const { gate } = gateAt(0);
    expect(await gate.check(command, onDiscord([]))).toBeNull();
    expect(await gate.check(command, onDiscord([]))).toBeNull();
    expect(await gate.pass(command, onDiscord([]))).toBeNull();
    expect(await gate.check(command, onDiscord([]))).toEqual({ why: 'cooldown', seconds: 30 });
  });

  it('lets anyone read the current game even from a moderators-only command', async () => {
    const { gate } = gateAt(0);
    const game = { ...command, type: 'game', needsMod: true };
    expect(await gate.check(game, onDiscord([]))).toBeNull();
    expect(await gate.check(game, { ...onTwitch([]), rest: 'Just Chatting' })).toEqual({
      why: 'permission',
      limitedTo: 'moderators',
    });
  });
});
