import { describe, expect, it } from 'vitest';
import { evaluateTemplate } from '../keywords/evaluate';
import { keywordContext } from '../keywords/test-context';
import { demoNightbot, demoNightbotCommands } from './demo-nightbot';
import {
  demoStreamElements,
  demoStreamElementsCommands,
  demoStreamElementsQuotes,
} from './demo-streamelements';
import { type PlannedItem, planImport } from './import-plan';
import { type ImportAnswers, parseImportData } from './source-answers';

const now = Date.UTC(2025, 10, 1);

function answersOf(source: 'nightbot' | 'streamelements', data: unknown): ImportAnswers {
  const parsed = parseImportData(source, data);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.answers;
}

const plan = (source: 'nightbot' | 'streamelements', data: unknown) =>
  planImport(answersOf(source, data), now);
const named = (items: PlannedItem[], kind: PlannedItem['kind'], name: string) =>
  items.find((item) => item.kind === kind && item.name === name) as PlannedItem;

const nightbotCommand = (fields: Partial<(typeof demoNightbotCommands.commands)[number]>) => ({
  commands: { status: 200, commands: [{ ...demoNightbotCommands.commands[0], ...fields }] },
});

describe('a Nightbot plan', () => {
  const items = plan('nightbot', demoNightbot);

  it('has a row for everything, in the source order, none marked existing', () => {
    const kinds = items.map((item) => item.kind);
    expect(kinds.filter((k) => k === 'command')).toHaveLength(demoNightbot.commands.commands.length);
    expect(kinds.filter((k) => k === 'timer')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'regular')).toHaveLength(8);
    expect(kinds.filter((k) => k === 'filter')).toHaveLength(6);
    expect(items.every((item) => !item.exists)).toBe(true);
  });

  it('makes a command with its gate, cooldown and use count', () => {
    expect(named(items, 'command', 'so')).toMatchObject({
      original: demoNightbotCommands.commands[3]?.message,
      payload: {
        command: 'so',
        needsMod: true,
        subsOnly: false,
        regularsOnly: false,
        cooldownSeconds: 5,
        enabledInTwitch: true,
        numberOfTimesUsed: 77,
      },
    });
    expect(named(items, 'command', 'slap').payload).toMatchObject({ cooldownSeconds: 3600 });
  });

  it("answers an imported command with the chatter's name", async () => {
    const hello = named(items, 'command', 'hello');
    expect(hello.translated).toBe('Hello {username}! Welcome to the stream, make yourself at home.');
    expect(await evaluateTemplate(hello.translated, keywordContext({ username: 'Ana' }))).toBe(
      'Hello Ana! Welcome to the stream, make yourself at home.',
    );
  });

  it('refuses a name the product refuses, creating nothing', () => {
    expect(named(items, 'command', 'lurk me')).toMatchObject({
      payload: null,
      untranslated: [
        'not importable: the name !lurk me is refused here (a command name cannot contain spaces)',
      ],
    });
  });

  it('refuses a reply longer than 2,000 characters without cutting it', () => {
    const [row] = plan('nightbot', nightbotCommand({ message: 'a'.repeat(2001) }));
    expect(row).toMatchObject({
      payload: null,
      untranslated: ['not importable: the reply is 2,001 characters here; at most 2,000 fit'],
    });
    expect(row?.translated).toHaveLength(2001);
  });

  it('refuses a name over 32 characters', () => {
    const [row] = plan('nightbot', nightbotCommand({ name: `!${'x'.repeat(33)}` }));
    expect(row?.payload).toBeNull();
    expect(row?.untranslated).toEqual([
      `not importable: the name !${'x'.repeat(33)} is refused here (a command name is at most 32 characters)`,
    ]);
  });

  it('notes that a command Nightbot answered without a ! is typed with one here', () => {
    const [row] = plan('nightbot', nightbotCommand({ name: 'hello' }));
    expect(row).toMatchObject({ name: 'hello', untranslated: ['typed as !hello here'] });
  });

  it('creates only the first of two commands of one name in any case', () => {
    const commands = [
      demoNightbotCommands.commands[0],
      { ...demoNightbotCommands.commands[1], name: '!HELLO' },
    ];
    const rows = plan('nightbot', { commands: { status: 200, commands } });
    expect(rows[0]?.payload).not.toBeNull();
    expect(rows[1]).toMatchObject({
      payload: null,
      untranslated: ['not importable: another imported command is named !HELLO'],
    });
  });

  it('makes timers announcement lines with their interval, and leaves out those turned off', () => {
    expect(named(items, 'timer', 'discord').payload).toEqual({
      text: 'Join the community Discord: https://discord.gg/example',
      minutes: 15,
      chatLines: 2,
      enabled: true,
    });
    expect(named(items, 'timer', 'hydrate')).toMatchObject({
      translated: 'Hydration check! Drink some water, {channel} says so.',
      payload: { minutes: 60 },
      untranslated: ['announcements here share one interval: every 15 minutes (the shortest), not 60'],
    });
    expect(named(items, 'timer', 'old sponsor')).toMatchObject({
      payload: null,
      untranslated: ['not importable: it was turned off in Nightbot'],
    });
  });

  it('makes regulars of Twitch users, by login', () => {
    expect(named(items, 'regular', 'pixel_pioneer').payload).toEqual({
      login: 'pixel_pioneer',
      displayName: 'Pixel_Pioneer',
    });
    const youTube = plan('nightbot', {
      regulars: {
        status: 200,
        regulars: [{ _id: '1', name: 'someone', displayName: 'Someone', provider: 'youtube' }],
      },
    });
    expect(youTube[0]).toMatchObject({
      payload: null,
      untranslated: ['not importable: a youtube user cannot be a regular on Twitch'],
    });
  });

  it('makes spam filters the chat filters', () => {
    expect(named(items, 'filter', 'Excess Caps').payload).toEqual({
      filter: 'caps',
      enabled: true,
      exempt: ['vip', 'subscriber', 'regular'],
      settings: { percent: 70, silent: false, message: 'Please stop shouting.' },
    });
  });
});

describe('a StreamElements plan', () => {
  const items = plan('streamelements', demoStreamElements);

  it('makes each alias a command of its own with the same reply and gates', () => {
    const hello = named(items, 'command', 'hello');
    const hi = named(items, 'command', 'hi');
    expect(hi.original).toBe('alias of !hello');
    expect(hi.translated).toBe(hello.translated);
    expect(hi.payload).toEqual({ ...hello.payload, command: 'hi', numberOfTimesUsed: 0 });
    expect(named(items, 'command', 'shoutout').payload).toMatchObject({ needsMod: true });
  });

  it('maps access levels, the longer cooldown, enabled and hidden', () => {
    expect(named(items, 'command', 'sub').payload).toMatchObject({ subsOnly: true, cooldownSeconds: 15 });
    expect(named(items, 'command', 'regularsonly').payload).toMatchObject({ regularsOnly: true });
    expect(named(items, 'command', 'raid').payload).toMatchObject({ enabledInTwitch: false });
    expect(named(items, 'command', 'setup').untranslated).toContain(
      'StreamElements whispered the reply; here it is said in chat',
    );
  });

  it('names each message of a timer as a line of its own', () => {
    expect(named(items, 'timer', 'socials (2 of 2)').payload).toEqual({
      text: 'Subscribe on YouTube: youtube.com/@demostreamer',
      minutes: 20,
      chatLines: 5,
      enabled: true,
    });
  });

  it('leaves out a timer that ran only offline', () => {
    const timer = { ...demoStreamElements.timers[0], online: { enabled: false, interval: 10 } };
    const rows = plan('streamelements', { timers: [timer] });
    expect(rows[0]?.untranslated).toEqual([
      'not importable: it ran only while offline; announcements here run while live',
    ]);
  });

  it('makes quotes with their submitter and date, numbered as StreamElements numbered them', () => {
    expect(named(items, 'quote', '1')).toMatchObject({
      original: 'I am not lost, I am exploring.',
      payload: {
        text: 'I am not lost, I am exploring.',
        submitter: 'pixel_pioneer',
        timestamp: Date.parse(demoStreamElementsQuotes[0]?.createdAt as string),
      },
    });
  });

  it('dates an undated quote now, and refuses one over 500 characters', () => {
    const quotes = [
      { _id: 'a', message: 'undated' },
      { _id: 'b', message: 'q'.repeat(501) },
    ];
    const rows = plan('streamelements', { quotes });
    expect(rows[0]?.payload).toEqual({ text: 'undated', submitter: '', timestamp: now });
    expect(rows[1]).toMatchObject({
      payload: null,
      untranslated: ['not importable: the quote is 501 characters; at most 500 fit'],
    });
  });

  it('has a row per command and alias', () => {
    const aliases = demoStreamElementsCommands.reduce((sum, command) => sum + command.aliases.length, 0);
    expect(items.filter((item) => item.kind === 'command')).toHaveLength(
      demoStreamElementsCommands.length + aliases,
    );
  });
});
