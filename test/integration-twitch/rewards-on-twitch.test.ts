// The reward pickers' list (GET /api/rewards) against a fake Helix: the channel's custom rewards with
// the broadcaster's token; with the scope missing or Twitch unreachable, the reason (typed titles work).
import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import type { RewardsAnswer } from '../../core/redemptions/channel-rewards';
import { dashboardRequest } from '../integration/session-helpers';
import { twitchChannelFixture } from './twitch-channel';

type Fixture = Awaited<ReturnType<typeof twitchChannelFixture>>;
let fixture: Fixture;
afterEach(() => fixture?.restore());

const rewards = async () => {
  const response = await exports.default.fetch(dashboardRequest(fixture.cookie, 'GET', '/api/rewards'));
  expect(response.status).toBe(200);
  return (await response.json()) as RewardsAnswer;
};

const textReply = async (redemptionTitle: string) => {
  const response = await exports.default.fetch(
    dashboardRequest(fixture.cookie, 'POST', '/api/twitch/textReply', {
      redemptionTitle,
      text: 'Drink up, {username}!',
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the channel rewards for the pickers', () => {
  it("lists the channel's custom rewards from Get Custom Reward", async () => {
    fixture = await twitchChannelFixture({ extraScopes: ['channel:read:redemptions'] });
    fixture.twitch.state.customRewards[fixture.streamerId] = [
      { id: 'r1', title: 'Hydrate', cost: 100, is_enabled: true },
      { id: 'r2', title: 'Pick a song', cost: 1500, is_enabled: false },
    ];
    expect(await rewards()).toEqual({
      status: true,
      rewards: [
        { id: 'r1', title: 'Hydrate', cost: 100, enabled: true },
        { id: 'r2', title: 'Pick a song', cost: 1500, enabled: false },
      ],
    });
  });

  it('says why when Twitch is unreachable, and a typed title still saves', async () => {
    fixture = await twitchChannelFixture({ extraScopes: ['channel:read:redemptions'] });
    fixture.twitch.state.failRewards = true;
    const answer = await rewards();
    expect(answer.status).toBe(false);
    expect(answer.status === false && answer.reason).toMatch(/Twitch did not answer.*type the reward/);
    expect((await textReply('Made later')).status).toBe(200);
  });

  it('says which permission is missing without asking Twitch', async () => {
    fixture = await twitchChannelFixture();
    fixture.twitch.state.failRewards = true;
    const answer = await rewards();
    expect(answer.status === false && answer.reason).toContain('channel:read:redemptions');
  });

  it('refuses a second reply for the same reward in another case, with the reason', async () => {
    fixture = await twitchChannelFixture();
    expect((await textReply('Hydrate')).status).toBe(200);
    const second = await textReply('HYDRATE');
    expect(second.status).toBe(409);
    expect(second.body.reason).toContain('"Hydrate" exists already');
  });
});
