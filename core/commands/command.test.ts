import { describe, expect, it } from 'vitest';
import { commandInputSchema } from './command';
import { readInvocation } from './invocation';

describe('commandInputSchema', () => {
  it('drops a leading ! and fills defaults', () => {
    expect(commandInputSchema.parse({ command: '!Discord', type: 'Text', text: 'join us' })).toEqual({
      command: 'Discord',
      type: 'Text',
      text: 'join us',
      needsMod: false,
      followersOnly: false,
      subsOnly: false,
      regularsOnly: false,
      vipsOnly: false,
      allowedUsers: [],
      hiddenOnPublicPage: false,
      enabledInTwitch: true,
      enabledInDiscord: false,
      cooldownSeconds: 0,
    });
  });

  it('keeps Users logins lower-cased, without @, once each', () => {
    const parsed = commandInputSchema.parse({
      command: 'x',
      type: 'roll',
      allowedUsers: ['@Alice', 'alice', 'Bob_42'],
    });
    expect(parsed.allowedUsers).toEqual(['alice', 'bob_42']);
  });

  it.each([
    [{ command: '', type: 'Text', text: 'x' }, 'needs a name'],
    [{ command: 'two words', type: 'Text', text: 'x' }, 'spaces'],
    [{ command: 'x'.repeat(33), type: 'Text', text: 'x' }, '32'],
    [{ command: 'ok', type: 'dance', text: 'x' }, 'unknown command type'],
    [{ command: 'ok', type: 'Text', text: '  ' }, 'reply text'],
    [{ command: 'ok', type: 'roll', cooldownSeconds: -1 }, ''],
    [{ command: 'ok', type: 'roll', allowedUsers: ['not a login'] }, 'Twitch login'],
    [
      { command: 'ok', type: 'roll', allowedUsers: Array.from({ length: 51 }, (_, i) => `u${i}`) },
      'at most 50',
    ],
  ])('refuses %j', (input, message) => {
    const result = commandInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('readInvocation', () => {
  it('reads the keyword in lower case and the rest', () => {
    expect(readInvocation('!Hello  there world ')).toEqual({ keyword: 'hello', rest: 'there world' });
    expect(readInvocation('!roll')).toEqual({ keyword: 'roll', rest: '' });
  });

  it('ignores messages that are not commands', () => {
    expect(readInvocation('hello !roll')).toBeNull();
    expect(readInvocation('! roll')).toBeNull();
    expect(readInvocation('')).toBeNull();
  });
});

describe('command keywords', () => {
  it.each(['hi\u200bthere', 'hi\u200d', '\u202ehi', 'hi\u0007', 'h\ufeffi', 'hi\ud800', '\udc00hi'])(
    'refuse invisible, control and unpaired surrogate characters: %j',
    (keyword) => {
      const parsed = commandInputSchema.safeParse({ command: keyword, type: 'Text', text: 'x' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(
        /cannot contain (invisible or control characters|spaces)/,
      );
    },
  );

  it('accept letters of any script and emoji', () => {
    for (const keyword of ['hello', 'привет', 'こんにちは', '🎲roll'])
      expect(commandInputSchema.safeParse({ command: keyword, type: 'Text', text: 'x' }).success).toBe(true);
  });
});
