// Applying an import, end to end in workerd against fakes of Nightbot's and StreamElements' APIs: what is
// created, re-applying creating nothing, a command of a taken name in each mode, the limits, an imported
// command answering in the Simulator, and one streamer's import never touching another's channel.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { demoStreamElementsQuotes } from '../../core/import/demo-streamelements';
import {
  apply,
  channelSnapshot,
  commandsOf,
  demoNightbot,
  fakesForEachTest,
  importStreamer,
  nightbotCommand,
  nightbotCommands,
  nightbotToken,
  preview,
  rowsOf,
  say,
  seJwt,
} from './import-fixture';

fakesForEachTest();

describe('applying', () => {
  it('creates the commands, announcements, regulars and filters a Nightbot preview showed', async () => {
    const streamer = await importStreamer('ApplyNb');
    const result = await apply(streamer, { source: 'nightbot', token: nightbotToken });
    expect(result.created).toEqual({ commands: 26, announcements: 3, quotes: 0, regulars: 8, filters: 6 });
    // "lurk me" (a name with a space) and the turned-off timer made nothing.
    expect(result.skipped).toBe(2);
    expect(result.untranslated).toBeGreaterThan(0);

    const commands = await commandsOf(streamer.streamerId);
    expect(commands).toHaveLength(26);
    expect(new Set(commands.map((command) => command.type))).toEqual(new Set(['Text']));
    expect(commands.find((command) => command.command === 'so')).toMatchObject({ needs_mod: 1 });
    expect(commands.find((command) => command.command === 'vipperk')).toMatchObject({ regulars_only: 1 });

    const regulars = await rowsOf<{ login: string }>('regulars', streamer.streamerId);
    expect(regulars.map((regular) => regular.login).sort()).toContain('pixel_pioneer');
    const twitchPage = await streamer.json('GET', '/api/twitch/settings');
    expect(twitchPage.body.announcementSettings).toMatchObject({
      announcements: [
        'Join the community Discord: https://discord.gg/example',
        'Follow on Twitter @demo_streamer and YouTube youtube.com/@demostreamer',
        'Hydration check! Drink some water, {channel} says so.',
      ],
      minutesBetweenAnnouncements: 15,
      announcementsEnabled: true,
    });
    const moderation = (await streamer.json('GET', '/api/moderation')).body as {
      settings: { filters: { caps: { enabled: boolean; percent: number }; words: { entries: string[] } } };
    };
    expect(moderation.settings.filters.caps).toMatchObject({ enabled: true, percent: 70 });
    expect(moderation.settings.filters.words.entries).toContain('buy followers');
  });

  it('creates StreamElements quotes numbered on after the channel’s last', async () => {
    const streamer = await importStreamer('ApplySeQuotes');
    await env.DB.prepare(
      'INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, 7, ?, ?, 0)',
    )
      .bind(streamer.streamerId, 'An older quote', 'someone')
      .run();
    const result = await apply(streamer, { source: 'streamelements', jwt: seJwt });
    expect(result.created).toMatchObject({ commands: 31, quotes: 30, announcements: 4 });
    const quotes = await rowsOf<{ number: number; text: string; submitter: string }>(
      'quotes',
      streamer.streamerId,
    );
    const sorted = quotes.sort((a, b) => a.number - b.number);
    expect(sorted.map((quote) => quote.number)).toEqual([7, ...Array.from({ length: 30 }, (_, i) => 8 + i)]);
    expect(sorted[1]).toMatchObject({ text: 'I am not lost, I am exploring.', submitter: 'pixel_pioneer' });
    const hidden = (await commandsOf(streamer.streamerId)).filter((command) => command.hidden_on_public_page);
    expect(hidden.map((command) => command.command)).toEqual(['supermod']);
  });

  it.each([
    ['nightbot', { token: nightbotToken }],
    ['streamelements', { jwt: seJwt }],
  ])(
    'creates nothing new when the same %s data is imported again, whatever the choice',
    async (source, credential) => {
      const streamer = await importStreamer(`Twice${source}`);
      await apply(streamer, { source, ...credential });
      const before = await channelSnapshot(streamer);
      for (const onExisting of ['skip', 'overwrite', 'rename']) {
        const again = await apply(streamer, { source, ...credential, onExisting });
        expect(again.created).toEqual({ commands: 0, announcements: 0, quotes: 0, regulars: 0, filters: 0 });
        expect(again.overwritten).toBe(0);
      }
      expect(await channelSnapshot(streamer)).toEqual(before);
      const { items } = await preview(streamer, { source, ...credential });
      const importable = items.filter(
        (item) =>
          item.kind !== 'filter' && !item.untranslated.some((note) => note.startsWith('not importable')),
      );
      expect(importable.every((item) => item.exists)).toBe(true);
    },
  );

  it('answers an imported command in the Simulator with the chatter’s name', async () => {
    const streamer = await importStreamer('ApplyAnswers');
    await apply(streamer, { source: 'nightbot', data: demoNightbot });
    expect(await say(streamer, 'Ana', '!hello')).toEqual([
      'Hello Ana! Welcome to the stream, make yourself at home.',
    ]);
    expect(await say(streamer, 'Ana', '!hug @Bo')).toEqual(['Ana gives Bo a big warm hug <3']);
  });
});

describe('a command of a name the channel has', () => {
  async function channelWithHello(name: string) {
    const streamer = await importStreamer(name);
    const added = await streamer.json('POST', '/api/commands', {
      format: 'add',
      command: { command: 'hello', type: 'Text', text: 'My own greeting' },
    });
    expect(added.status).toBe(200);
    return streamer;
  }
  const data = { commands: nightbotCommands([nightbotCommand(1, '!hello', 'Hi $(user)!', 'moderator')]) };

  it('is left alone when skipping', async () => {
    const streamer = await channelWithHello('ConflictSkip');
    const result = await apply(streamer, { source: 'nightbot', data, onExisting: 'skip' });
    expect(result).toMatchObject({ created: { commands: 0 }, overwritten: 0, skipped: 1 });
    expect(await commandsOf(streamer.streamerId)).toMatchObject([
      { command: 'hello', text: 'My own greeting', needs_mod: 0 },
    ]);
  });

  it('takes the imported reply and gates when overwriting', async () => {
    const streamer = await channelWithHello('ConflictOverwrite');
    const result = await apply(streamer, { source: 'nightbot', data, onExisting: 'overwrite' });
    expect(result).toMatchObject({ created: { commands: 0 }, overwritten: 1, skipped: 0 });
    expect(await commandsOf(streamer.streamerId)).toMatchObject([
      { command: 'hello', text: 'Hi {username}!', needs_mod: 1 },
    ]);
    expect(await say(streamer, 'Ana', '!hello')).toEqual([]);
  });

  it('is imported under a free name when renaming', async () => {
    const streamer = await channelWithHello('ConflictRename');
    const result = await apply(streamer, { source: 'nightbot', data, onExisting: 'rename' });
    expect(result).toMatchObject({ created: { commands: 1 }, overwritten: 0 });
    const commands = await commandsOf(streamer.streamerId);
    expect(commands.map((command) => [command.command, command.text]).sort()).toEqual([
      ['hello', 'My own greeting'],
      ['hello2', 'Hi {username}!'],
    ]);
  });

  it('follows the choice made for it alone over the one for all', async () => {
    const streamer = await channelWithHello('ConflictChoice');
    await streamer.json('POST', '/api/commands', {
      format: 'add',
      command: { command: 'lurk', type: 'Text', text: 'mine' },
    });
    const both = {
      commands: nightbotCommands([
        nightbotCommand(1, '!hello', 'Hi $(user)!'),
        nightbotCommand(2, '!Lurk', 'Lurking, $(user)'),
      ]),
    };
    const result = await apply(streamer, {
      source: 'nightbot',
      data: both,
      onExisting: 'skip',
      choices: { Hello: 'overwrite' },
    });
    expect(result).toMatchObject({ overwritten: 1, skipped: 1 });
    const texts = Object.fromEntries(
      (await commandsOf(streamer.streamerId)).map((command) => [command.command, command.text]),
    );
    expect(texts).toEqual({ hello: 'Hi {username}!', lurk: 'mine' });
  });
});

describe('the limits', () => {
  it('previews how many commands fit in a channel near 1,000, and applies only those', async () => {
    const streamer = await importStreamer('NearlyFull');
    const statements = Array.from({ length: 995 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO commands (id, streamer_id, command, command_key, type, text, created_at) VALUES (?, ?, ?, ?, 'Text', 'x', 0)",
      ).bind(crypto.randomUUID(), streamer.streamerId, `own${i}`, `own${i}`),
    );
    await env.DB.batch(statements);
    const data = {
      commands: nightbotCommands(
        Array.from({ length: 12 }, (_, i) => nightbotCommand(i, `!new${i}`, `reply ${i}`)),
      ),
    };
    const { fits } = await preview(streamer, { source: 'nightbot', data });
    expect(fits).toEqual(['5 of 12 commands fit (the channel keeps 1,000)']);
    const result = await apply(streamer, { source: 'nightbot', data });
    expect(result).toMatchObject({ created: { commands: 5 }, skipped: 7 });
    const commands = await commandsOf(streamer.streamerId);
    expect(commands).toHaveLength(1000);
    expect(
      commands.filter((command) => command.command.startsWith('new')).map((command) => command.command),
    ).toEqual(['new0', 'new1', 'new2', 'new3', 'new4']);
  });

  it('imports 1,000 pasted commands into an empty channel', async () => {
    const streamer = await importStreamer('ThousandCommands');
    const data = {
      commands: nightbotCommands(
        Array.from({ length: 1000 }, (_, i) => nightbotCommand(i, `!c${i}`, `Hello $(user), number ${i}`)),
      ),
    };
    const result = await apply(streamer, { source: 'nightbot', data });
    expect(result.created.commands).toBe(1000);
    expect(await say(streamer, 'Ana', '!c999')).toEqual(['Hello Ana, number 999']);
  });
});

describe('one channel’s import', () => {
  it('never reads or writes another channel', async () => {
    const alpha = await importStreamer('AlphaImport');
    await alpha.json('POST', '/api/commands', {
      format: 'add',
      command: { command: 'hello', type: 'Text', text: 'alpha hello' },
    });
    await apply(alpha, { source: 'streamelements', data: { quotes: demoStreamElementsQuotes.slice(0, 3) } });
    const alphaBefore = await channelSnapshot(alpha);

    const beta = await importStreamer('BetaImport');
    const { items } = await preview(beta, { source: 'nightbot', data: demoNightbot });
    expect(items.find((item) => item.name === 'hello')?.exists).toBe(false);
    await apply(beta, { source: 'nightbot', data: demoNightbot, onExisting: 'overwrite' });
    const betaQuotes = await preview(beta, {
      source: 'streamelements',
      data: { quotes: demoStreamElementsQuotes.slice(0, 3) },
    });
    expect(betaQuotes.items.every((item) => !item.exists)).toBe(true);
    await apply(beta, { source: 'streamelements', data: { quotes: demoStreamElementsQuotes.slice(0, 3) } });

    expect(await channelSnapshot(alpha)).toEqual(alphaBefore);
    const betaNumbers = (await rowsOf<{ number: number }>('quotes', beta.streamerId)).map(
      (quote) => quote.number,
    );
    expect(betaNumbers.sort()).toEqual([1, 2, 3]);
  });
});
