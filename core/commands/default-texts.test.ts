// The texts the product ships, read aloud as a viewer would hear them: the usual commands, the
// incrementor and the bot's reactions to channel events, with the counts that trip plurals (1 and 2).
import { describe, expect, it } from 'vitest';
import { defaultIncrementorSettings, type Redemption } from '../incrementor/incrementor';
import { renderIncrementorReply } from '../incrementor/incrementor-reply';
import type { KeywordContext } from '../keywords/definition';
import { evaluateTemplate } from '../keywords/evaluate';
import { keywordContext, memorySources } from '../keywords/test-context';
import type { LiveEvent } from '../live/live-event';
import {
  defaultFloodTexts,
  defaultTriggeredEventTexts,
  triggeredEventPlaceholders,
} from '../triggered-events/triggered-event';
import { commandInputSchema } from './command';
import { worksOnDiscordOnly } from './discord-only';
import { starterCommands } from './starter-commands';

const starterText = (name: string) => starterCommands.find((command) => command.command === name)?.text ?? '';
const ownChannel = async () => ({ login: 'demo_streamer', displayName: 'Demo_Streamer' });
const say = async (template: string, overrides: Partial<KeywordContext> = {}) =>
  evaluateTemplate(template, keywordContext({ username: 'Ana', ...overrides }));

describe('!uptime', () => {
  it('says the channel is offline, with no duration, while it is', async () => {
    expect(await say(starterText('uptime'), { sources: memorySources({ ownChannel }) })).toBe(
      'Demo_Streamer is offline.',
    );
  });

  it('says how long the channel has been live while it is', async () => {
    const sources = memorySources({ ownChannel, liveSince: async () => 0 });
    expect(await say(starterText('uptime'), { sources, now: () => 3_723_000 })).toBe(
      'Demo_Streamer has been live for 01:02:03.',
    );
  });
});

describe('!hug', () => {
  it('hugs the viewer named, and chat when nobody is named (never the viewer themself)', async () => {
    expect(await say(starterText('hug'), { message: '@Bo' })).toBe('Ana gives Bo a big hug!');
    expect(await say(starterText('hug'))).toBe('Ana hugs everyone in chat!');
  });
});

describe('the incrementor', () => {
  const at = Date.UTC(2026, 10, 4);
  const redemption = (userId: string): Redemption => ({
    userId,
    userName: userId,
    count: 1,
    points: 100,
    at,
  });
  const reply = (redemptions: Redemption[]) =>
    renderIncrementorReply(
      defaultIncrementorSettings,
      redemptions,
      { userId: 'Ana', userName: 'Ana' },
      { message: '', random: () => 0, now: () => at, sources: memorySources() },
    );

  it('says "1 time" after a first redemption and "2 times" after a second', async () => {
    expect(await reply([redemption('Ana')])).toBe(
      'Ana, you have increased our counter 1 time! It is at 1 now. The top contributors are: Ana: 1',
    );
    expect(await reply([redemption('Ana'), redemption('Ana'), redemption('Bo')])).toBe(
      'Ana, you have increased our counter 2 times! It is at 3 now. The top contributors are: Ana: 2, Bo: 1',
    );
  });
});

describe("the bot's reactions to channel events", () => {
  const event = (type: LiveEvent['type'], amount: number): LiveEvent => ({
    id: 'e',
    type,
    user: 'Ana',
    amount,
    isTest: true,
    at: 0,
  });
  const react = async (text: string, liveEvent: LiveEvent) =>
    say(text, {
      sources: memorySources({ lastGameOf: async () => 'Celeste' }),
      placeholders: triggeredEventPlaceholders(liveEvent, (amount) => `$${amount.toFixed(2)}`),
    });

  it.each([
    ['giftsub', 1, 'Ana just gifted 1 sub! Thank you!'],
    ['giftsub', 5, 'Ana just gifted 5 subs! Thank you!'],
    ['cheer', 1, 'Thanks for the 1 bit, Ana!'],
    ['cheer', 500, 'Thanks for the 500 bits, Ana!'],
    ['raid', 1, 'Ana is raiding with 1 viewer! They were last playing Celeste.'],
    ['resub', 2, 'Thank you for 2 months, Ana!'],
  ] as const)('a %s of %i reads "%s"', async (type, amount, text) => {
    expect(await react(defaultTriggeredEventTexts[type], event(type, amount))).toBe(text);
  });

  it('gather a flood in one message that counts in words right from 1', async () => {
    const flood = (text: string, count: number) => say(text, { placeholders: { count: String(count) } });
    expect(await flood(defaultFloodTexts.follow, 1)).toBe('Welcome, 1 new follower!');
    expect(await flood(defaultFloodTexts.follow, 190)).toBe('Welcome, 190 new followers!');
    expect(await flood(defaultFloodTexts.raid, 1)).toBe('Thanks for 1 more raid! Welcome, everyone!');
    expect(await flood(defaultFloodTexts.tip, 2)).toBe('Thank you, 2 tippers!');
  });
});

describe('Create Quote Image', () => {
  it('is on for Discord and off for Twitch when added without saying where', () => {
    expect(commandInputSchema.parse({ command: 'quoteimage', type: 'quoteimage' })).toMatchObject({
      enabledInTwitch: false,
      enabledInDiscord: true,
    });
    expect(commandInputSchema.parse({ command: 'hello', type: 'Text', text: 'Hi' })).toMatchObject({
      enabledInTwitch: true,
      enabledInDiscord: false,
    });
  });

  it('keeps where the streamer said it runs', () => {
    const command = {
      command: 'quoteimage',
      type: 'quoteimage',
      enabledInTwitch: true,
      enabledInDiscord: false,
    };
    expect(commandInputSchema.parse(command)).toMatchObject({
      enabledInTwitch: true,
      enabledInDiscord: false,
    });
  });

  it('says on Twitch where it works', () => {
    expect(worksOnDiscordOnly({ command: 'QuoteImage', enabledInDiscord: true })).toBe(
      "!QuoteImage works on Discord only: use /quoteimage in this channel's Discord server.",
    );
    expect(worksOnDiscordOnly({ command: 'quoteimage', enabledInDiscord: false })).toBe(
      '!quoteimage works on Discord only, and it is not turned on there yet.',
    );
  });
});
