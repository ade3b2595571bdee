import { describe, expect, it } from 'vitest';
import type { ChatRole } from '../chat/chat-message';
import { mayUseCommand } from '../commands/permissions';
import {
  type Audience,
  audienceOf,
  commandSearchText,
  formatCooldown,
  matchesSearch,
  searchWords,
  toPublicCommand,
} from './public-command';

const plain = { needsMod: false, subsOnly: false, followersOnly: false, regularsOnly: false };
const showing = { showsVariableNames: false };

describe('audienceOf', () => {
  /** The least a chatter needs to be for each label. */
  const leastRoles: Record<Audience, ChatRole[]> = {
    Everyone: [],
    Followers: ['follower'],
    Subscribers: ['subscriber'],
    Regulars: ['regular'],
    VIPs: ['vip'],
    Moderators: ['moderator'],
  };
  const gates = [false, true].flatMap((needsMod) =>
    [false, true].flatMap((subsOnly) =>
      [false, true].flatMap((regularsOnly) =>
        [false, true].flatMap((vipsOnly) =>
          [false, true].map((followersOnly) => ({
            needsMod,
            subsOnly,
            regularsOnly,
            vipsOnly,
            followersOnly,
          })),
        ),
      ),
    ),
  );

  it.each(gates)('names a level the chat gate lets in, and no lower one, for %j', async (gate) => {
    const audience = audienceOf(gate);
    const notFollowing = async () => false;
    expect(await mayUseCommand(gate, { roles: leastRoles[audience], login: 'viewer' }, notFollowing)).toBe(
      true,
    );
    if (audience !== 'Everyone')
      expect(await mayUseCommand(gate, { roles: [], login: 'viewer' }, notFollowing)).toBe(false);
  });
});

describe('toPublicCommand', () => {
  it('shows a text reply as written, keywords and markup untouched', () => {
    const command = toPublicCommand(
      {
        ...plain,
        command: 'Hug',
        type: 'Text',
        text: '{username} hugs {touser} <3 <script>',
        cooldownSeconds: 30,
        subsOnly: true,
      },
      showing,
    );
    expect(command).toEqual({
      keyword: '!Hug',
      reply: [
        { text: '{username}', isKeyword: true },
        { text: ' hugs ', isKeyword: false },
        { text: '{touser}', isKeyword: true },
        { text: ' <3 <script>', isKeyword: false },
      ],
      audience: 'Subscribers',
      listedUsersOnly: false,
      isOpenRead: false,
      cooldownSeconds: 30,
    });
  });

  it('says a command with a Users list is for listed viewers, without naming them', () => {
    const listed = toPublicCommand(
      {
        ...plain,
        command: 'team',
        type: 'Text',
        text: 'hi',
        cooldownSeconds: 0,
        allowedUsers: ['alice'],
      },
      showing,
    );
    expect(listed).toMatchObject({ audience: 'Everyone', listedUsersOnly: true });
    expect(JSON.stringify(listed)).not.toContain('alice');
  });

  it("describes a functional command by its usage and the registry's description, without asides to the streamer", () => {
    const roll = toPublicCommand(
      { ...plain, command: 'dice', type: 'roll', text: '', cooldownSeconds: 0 },
      showing,
    );
    expect(roll).toMatchObject({ keyword: '!dice', usage: '!dice [XdY+Z | XdY | Y]' });
    expect(roll.description).toMatch(/^Rolls dice/);
    expect(roll.reply).toBeUndefined();

    const game = toPublicCommand(
      {
        ...plain,
        command: 'game',
        type: 'game',
        text: '',
        cooldownSeconds: 0,
        needsMod: true,
      },
      showing,
    );
    expect(game).toMatchObject({ audience: 'Moderators', isOpenRead: true });
    expect(game.description).not.toContain('(');
  });
});

describe('formatCooldown', () => {
  it.each([
    [0, 'None'],
    [5, '5 s'],
    [60, '1 min'],
    [90, '1 min 30 s'],
    [3600, '1 h'],
  ])('%i seconds read as %s', (seconds, text) => {
    expect(formatCooldown(seconds)).toBe(text);
  });
});

describe('search', () => {
  it('matches when every word is in the keyword or what the command says, in any case', () => {
    const text = commandSearchText(
      toPublicCommand(
        {
          ...plain,
          command: 'Discord',
          type: 'Text',
          text: 'Join our server',
          cooldownSeconds: 0,
        },
        showing,
      ),
    );
    expect(matchesSearch(text, searchWords('  discord  SERVER '))).toBe(true);
    expect(matchesSearch(text, searchWords('!disc'))).toBe(true);
    expect(matchesSearch(text, searchWords('discord twitter'))).toBe(false);
    expect(matchesSearch(text, searchWords(''))).toBe(true);
  });
});
