import { describe, expect, it } from 'vitest';
import { defaultModerationSettings, withRecommendedFilters } from './moderation-settings';
import { compileModeration } from './screen';
import type { ChannelFacts } from './screen-input';
import { testMessage } from './tester';

const now = 1_700_000_000_000;
const settings = withRecommendedFilters(defaultModerationSettings);
const rules = { settings, compiled: compileModeration(settings) };
const channel: ChannelFacts = {
  channelLogin: 'mychannel',
  isLive: true,
  thirdPartyEmotes: new Set(),
  permits: { artist: now + 60_000 },
};
const asViewer = (text: string, roles: string[] = [], login = 'viewer') =>
  testMessage({ text, roles, login }, rules, channel, now);

describe('testMessage', () => {
  it('says what the filters would do to a first-time viewer, with the steps', () => {
    expect(asViewer('look: example.com')).toMatchObject({
      action: 'delete',
      filter: 'links',
      normalized: 'look: example.com',
      reason: expect.any(String),
    });
    expect(asViewer('hello friends')).toMatchObject({ action: 'allow', filter: null });
    expect(asViewer('hello friends').steps.length).toBeGreaterThan(0);
  });

  it('never acts on the broadcaster or a moderator, and still shows the steps', () => {
    for (const role of ['broadcaster', 'moderator']) {
      const decision = asViewer('LOOK AT THIS LINK example.com !!!!!!!!!!!!', [role]);
      expect(decision).toEqual({
        action: 'allow',
        filter: null,
        normalized: 'look at this link example.com !!!!!!!!!!!!',
        steps: expect.any(Array),
      });
    }
    // The same message from an ordinary viewer is acted on.
    expect(asViewer('LOOK AT THIS LINK example.com !!!!!!!!!!!!').action).not.toBe('allow');
  });

  it("lets a viewer's links through while their permit runs", () => {
    expect(asViewer('my art: art.example.com', [], 'artist').action).toBe('allow');
  });
});
