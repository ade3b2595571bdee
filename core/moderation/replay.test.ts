import { describe, expect, it } from 'vitest';
import {
  defaultModerationSettings,
  type ModerationSettings,
  withRecommendedFilters,
} from './moderation-settings';
import { type ReplayedMessage, replayChat } from './replay';
import type { ChannelFacts } from './screen-input';

const start = 1_700_000_000_000;
const recommended = withRecommendedFilters(defaultModerationSettings);
const channel: ChannelFacts = {
  channelLogin: 'mychannel',
  isLive: true,
  thirdPartyEmotes: new Set(),
  permits: {},
};
let seconds = 0;
const said = (user: string, text: string, roles: string[] = []): ReplayedMessage => ({
  userId: `id-${user}`,
  user,
  text,
  roles,
  at: start + 1000 * seconds++,
});
const outcomes = (settings: ModerationSettings, chat: ReplayedMessage[]) =>
  replayChat(settings, chat, channel).wouldAct.map((hit) => [hit.user, hit.action, hit.duration ?? null]);

describe('replayChat', () => {
  it('climbs the ladder within the replay: delete, then a 60 s timeout', () => {
    const chat = [
      said('Spammer', 'spam.example.com'),
      said('Calm', 'hi'),
      said('Spammer', 'spam.example.io'),
    ];
    expect(outcomes(recommended, chat)).toEqual([
      ['Spammer', 'delete', null],
      ['Spammer', 'timeout', 60],
    ]);
    expect(replayChat(recommended, chat, channel).messages).toBe(3);
  });

  it('never acts on the broadcaster or a moderator', () => {
    const chat = [
      said('Boss', 'LOOK AT THIS LINK example.com', ['broadcaster']),
      said('Mod', 'example.com', ['moderator']),
      said('Viewer', 'example.com'),
    ];
    expect(outcomes(recommended, chat)).toEqual([['Viewer', 'delete', null]]);
  });

  it('a dry-run filter neither acts nor counts a strike in the replay', () => {
    const capsDryRun: ModerationSettings = {
      ...recommended,
      filters: { ...recommended.filters, caps: { ...recommended.filters.caps, dryRun: true } },
    };
    const chat = [said('Loud', 'THIS IS SO EXCITING TODAY'), said('Loud', 'now a link: example.com')];
    expect(outcomes(capsDryRun, chat)).toEqual([['Loud', 'delete', null]]);
  });
});
