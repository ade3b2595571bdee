import { describe, expect, it } from 'vitest';
import { readRegularsCommand, regularNamed, regularRequestSchema } from './regular';

describe('a regular as typed', () => {
  it.each([
    ['@CoolViewer', { login: 'coolviewer', displayName: 'CoolViewer' }],
    ['  coolviewer ', { login: 'coolviewer', displayName: null }],
    ['a_1', { login: 'a_1', displayName: null }],
    ['x'.repeat(25), { login: 'x'.repeat(25), displayName: null }],
  ])('takes %j as %j', (typed, named) => {
    const parsed = regularRequestSchema.parse({ login: typed });
    expect(regularNamed(parsed.login)).toEqual(named);
  });

  it.each(['', '@', 'has space', 'dash-ed', 'dot.ted', 'émile', 'x'.repeat(26), '@@double'])(
    'refuses %j with the rule',
    (typed) => {
      const parsed = regularRequestSchema.safeParse({ login: typed });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/Twitch login/);
    },
  );
});

describe('!regulars add|remove <user>', () => {
  it('reads the action and the viewer, with or without @, in any case', () => {
    expect(readRegularsCommand('add @CoolViewer')).toEqual({
      action: 'add',
      login: 'coolviewer',
      displayName: 'CoolViewer',
    });
    expect(readRegularsCommand('  REMOVE   someone ')).toEqual({
      action: 'remove',
      login: 'someone',
      displayName: null,
    });
  });

  it.each(['', 'add', 'list', 'promote someone', 'add two names'])('cannot read %j', (rest) => {
    expect(readRegularsCommand(rest)).toBeNull();
  });

  it('says why a name cannot be a login', () => {
    expect(readRegularsCommand('add bad!name')).toEqual({
      action: 'add',
      refused: 'Could not add bad!name: a Twitch login has only letters, digits and underscores, at most 25.',
    });
    expect(readRegularsCommand('remove @')).toEqual({
      action: 'remove',
      refused: 'Could not remove @: type a Twitch login.',
    });
  });
});
