import { describe, expect, it } from 'vitest';
import type { Command } from '../commands/command';
import { assignSlashNames, fitsSlashName, guildCommandsBody, slashNameOf } from './slash-commands';

const command = (id: string, keyword: string, extra: Partial<Command> = {}): Command => ({
  _id: id,
  command: keyword,
  type: 'Text',
  text: `reply of ${keyword}`,
  needsMod: false,
  followersOnly: false,
  subsOnly: false,
  regularsOnly: false,
  vipsOnly: false,
  allowedUsers: [],
  hiddenOnPublicPage: false,
  enabledInTwitch: true,
  enabledInDiscord: true,
  cooldownSeconds: 0,
  numberOfTimesUsed: 0,
  textCommand: true,
  quoteCommand: false,
  ...extra,
});

describe('slash command names', () => {
  it('keeps names that fit and maps the others', () => {
    expect(slashNameOf('hello')).toBe('hello');
    expect(slashNameOf('Discord')).toBe('discord');
    expect(slashNameOf('so!!now')).toBe('so-now');
    expect(slashNameOf('!?')).toBe('command');
    expect(fitsSlashName(slashNameOf('Héllo.World'))).toBe(true);
  });

  it('numbers clashes, never takes sbcode, and keeps earlier names stable', () => {
    const first = assignSlashNames([command('a', 'Hi'), command('b', 'hi!'), command('c', 'sbcode')], {});
    expect(first).toEqual({ a: 'hi', b: 'hi-2', c: 'sbcode-2' });
    // "a" is gone: "b" keeps hi-2 rather than taking over "hi".
    expect(assignSlashNames([command('b', 'hi!'), command('d', 'hi')], first)).toEqual({
      b: 'hi-2',
      d: 'hi',
    });
  });

  it('renames a command whose keyword changed', () => {
    expect(assignSlashNames([command('a', 'bye')], { a: 'hi' })).toEqual({ a: 'bye' });
  });
});

describe('guildCommandsBody', () => {
  it('registers only commands enabled in Discord, with fitting options', () => {
    const commands = [
      command('a', 'hello'),
      command('b', 'secret', { enabledInDiscord: false }),
      command('c', 'roll', { type: 'roll', textCommand: false, text: '' }),
      command('d', 'quote', { type: 'quote', textCommand: false, quoteCommand: true, text: '' }),
    ];
    const body = guildCommandsBody(commands, assignSlashNames(commands, {}));
    expect(body.map((c) => c.name)).toEqual(['hello', 'quote', 'roll']);
    expect(body[0]).toMatchObject({
      type: 1,
      description: 'reply of hello',
      options: [{ name: 'text', type: 3, required: false }],
    });
    expect(body[1]?.options.map((o) => o.name)).toEqual(['query']);
    expect(body[2]?.options.map((o) => o.name)).toEqual(['dice']);
  });
});
