import { describe, expect, it } from 'vitest';
import { demoNightbot } from './demo-nightbot';
import { demoStreamElements } from './demo-streamelements';
import { type ExistingContent, fitLimits, markExisting, resolveConflicts } from './import-conflicts';
import { type PlannedItem, planImport } from './import-plan';
import { parseImportData } from './source-answers';

function plan(source: 'nightbot' | 'streamelements', data: unknown): PlannedItem[] {
  const parsed = parseImportData(source, data);
  if (!parsed.ok) throw new Error(parsed.reason);
  return planImport(parsed.answers, 0);
}

const empty: ExistingContent = {
  commandKeys: new Set(),
  commandTexts: new Map(),
  quoteTexts: new Set(),
  announcementLines: new Set(),
  regularLogins: new Set(),
};

const withCommands = (commands: Record<string, string>): ExistingContent => ({
  ...empty,
  commandKeys: new Set(Object.keys(commands)),
  commandTexts: new Map(Object.entries(commands)),
});

/** What the channel has after applying a resolution over `existing` (commands, quotes, lines, regulars). */
function applied(
  existing: ExistingContent,
  resolution: ReturnType<typeof resolveConflicts>,
): ExistingContent {
  const commands = new Map(existing.commandTexts);
  const quotes = new Set(existing.quoteTexts);
  const lines = new Set(existing.announcementLines);
  const regulars = new Set(existing.regularLogins);
  for (const item of [...resolution.create, ...resolution.overwrite]) {
    if (item.kind === 'command' && item.payload)
      commands.set(item.payload.command.toLowerCase(), item.payload.text);
    if (item.kind === 'quote' && item.payload) quotes.add(item.payload.text);
    if (item.kind === 'timer' && item.payload) lines.add(item.payload.text);
    if (item.kind === 'regular' && item.payload) regulars.add(item.payload.login);
  }
  return {
    commandKeys: new Set(commands.keys()),
    commandTexts: commands,
    quoteTexts: quotes,
    announcementLines: lines,
    regularLogins: regulars,
  };
}

const names = (items: PlannedItem[]) =>
  items.filter((item) => item.kind === 'command').map((item) => item.name);
const hello = plan('nightbot', { commands: { status: 200, commands: [demoNightbot.commands.commands[0]] } });

describe('markExisting', () => {
  it('marks commands by name in any case, quotes and lines by text, regulars by login', () => {
    const items = plan('nightbot', demoNightbot);
    const marked = markExisting(items, {
      ...withCommands({ hello: 'something else' }),
      announcementLines: new Set(['Join the community Discord: https://discord.gg/example']),
      regularLogins: new Set(['cozycactus']),
    });
    const existing = marked.filter((item) => item.exists).map((item) => `${item.kind}:${item.name}`);
    expect(existing).toEqual(['command:hello', 'timer:discord', 'regular:cozycactus']);
  });
});

describe('resolveConflicts', () => {
  it('creates everything importable in an empty channel and skips what is not, with the reason', () => {
    const items = plan('nightbot', demoNightbot);
    const resolution = resolveConflicts(items, empty, 'skip');
    expect(resolution.overwrite).toEqual([]);
    expect(resolution.create).toHaveLength(items.filter((item) => item.payload).length);
    expect(resolution.skipped.map((s) => s.reason)).toEqual([
      'the name !lurk me is refused here (a command name cannot contain spaces)',
      'it was turned off in Nightbot',
    ]);
  });

  it('skips a command whose name is taken when told to skip', () => {
    const resolution = resolveConflicts(hello, withCommands({ hello: 'Hi!' }), 'skip');
    expect(resolution.create).toEqual([]);
    expect(resolution.skipped.map((s) => s.reason)).toEqual(['the channel has a !hello already']);
  });

  it('overwrites a command whose name is taken when told to overwrite', () => {
    const resolution = resolveConflicts(hello, withCommands({ hello: 'Hi!' }), 'overwrite');
    expect(names(resolution.overwrite)).toEqual(['hello']);
    expect(resolution.create).toEqual([]);
  });

  it('renames to the first free numbered name when told to rename', () => {
    const resolution = resolveConflicts(hello, withCommands({ hello: 'Hi!', hello2: 'Other' }), 'rename');
    expect(names(resolution.create)).toEqual(['hello3']);
    expect(resolution.create[0]?.payload).toMatchObject({ command: 'hello3' });
  });

  it('renames within 32 characters, past names this import creates', () => {
    const long = 'a'.repeat(32);
    const items = plan('nightbot', {
      commands: {
        status: 200,
        commands: [
          { ...demoNightbot.commands.commands[0], name: `!${long}` },
          { ...demoNightbot.commands.commands[1], name: `!${'a'.repeat(31)}2` },
        ],
      },
    });
    const resolution = resolveConflicts(items, withCommands({ [long]: 'taken' }), 'rename');
    expect(names(resolution.create)).toEqual([`${'a'.repeat(31)}3`, `${'a'.repeat(31)}2`]);
  });

  it('follows the per-command choice over the choice for all', () => {
    const items = plan('streamelements', { commands: demoStreamElements.commands.slice(0, 2) });
    const existing = withCommands({ hello: 'old hello', hi: 'old hi', hug: 'old hug' });
    const resolution = resolveConflicts(items, existing, 'skip', { hi: 'overwrite', hug: 'rename' });
    expect(names(resolution.overwrite)).toEqual(['hi']);
    expect(names(resolution.create)).toEqual(['hey', 'hug2']);
    expect(resolution.skipped.map((s) => s.item.name)).toEqual(['hello']);
  });

  it('skips a command with the same name and reply whatever the choice', () => {
    const text = hello[0]?.translated as string;
    for (const mode of ['skip', 'overwrite', 'rename'] as const) {
      const resolution = resolveConflicts(hello, withCommands({ hello: text }), mode);
      expect(resolution.create).toEqual([]);
      expect(resolution.overwrite).toEqual([]);
      expect(resolution.skipped.map((s) => s.reason)).toEqual([
        'the channel has !hello with this reply already',
      ]);
    }
  });

  it('skips quotes, announcement lines and regulars the channel has', () => {
    const items = plan('streamelements', { quotes: demoStreamElements.quotes.slice(0, 2) });
    const resolution = resolveConflicts(
      items,
      { ...empty, quoteTexts: new Set(['I am not lost, I am exploring.']) },
      'skip',
    );
    expect(resolution.create.map((item) => item.name)).toEqual(['2']);
    expect(resolution.skipped.map((s) => s.reason)).toEqual(['the channel has this quote already']);
  });

  it.each(['skip', 'overwrite', 'rename'] as const)(
    'creates nothing new when the same data is applied again (%s)',
    (mode) => {
      for (const [source, data] of [
        ['nightbot', demoNightbot],
        ['streamelements', demoStreamElements],
      ] as const) {
        const items = plan(source, data);
        const before = withCommands({ hello: 'the channel had its own !hello', uptime: 'Live for {uptime}' });
        const first = resolveConflicts(items, before, mode);
        const after = applied(before, first);
        const second = resolveConflicts(items, after, mode);
        expect(second.create.filter((item) => item.kind !== 'filter')).toEqual([]);
        expect(second.overwrite).toEqual([]);
      }
    },
  );
});

describe('fitLimits', () => {
  const items = plan('streamelements', demoStreamElements);
  const resolution = resolveConflicts(items, empty, 'skip');

  it('keeps everything when the channel has room', () => {
    const fitted = fitLimits(resolution, { commands: 0, quotes: 0, announcements: 0, regulars: 0 });
    expect(fitted.create).toEqual(resolution.create);
    expect(fitted.summary).toEqual([]);
  });

  it('keeps what fits, in order, and says how much', () => {
    const fitted = fitLimits(resolution, { commands: 990, quotes: 49_990, announcements: 8, regulars: 0 });
    const commands = fitted.create.filter((item) => item.kind === 'command');
    expect(commands.map((item) => item.name)).toEqual(
      resolution.create
        .filter((item) => item.kind === 'command')
        .slice(0, 10)
        .map((item) => item.name),
    );
    expect(fitted.create.filter((item) => item.kind === 'quote')).toHaveLength(10);
    expect(fitted.create.filter((item) => item.kind === 'timer')).toHaveLength(2);
    expect(fitted.summary).toEqual([
      '10 of 31 commands fit (the channel keeps 1,000)',
      '10 of 30 quotes fit (the channel keeps 50,000)',
      '2 of 4 announcements fit (the channel keeps 10)',
    ]);
    expect(
      fitted.skipped.filter((s) => s.reason === 'the channel keeps at most 1,000 commands'),
    ).toHaveLength(21);
  });

  it('always fits overwrites', () => {
    const overwriting = resolveConflicts(hello, withCommands({ hello: 'Hi!' }), 'overwrite');
    const fitted = fitLimits(overwriting, { commands: 1000, quotes: 0, announcements: 0, regulars: 0 });
    expect(names(fitted.overwrite)).toEqual(['hello']);
  });
});
