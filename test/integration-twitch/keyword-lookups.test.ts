// Keywords that read another channel ask Helix with the app token every channel's bot shares: the
// answers are cached per login and the look-ups rationed, so one template cannot spend Twitch's budget.
import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeOutboundFetch } from '../fakes/outbound';
import { dashboardRequest } from '../integration/session-helpers';
import { twitchChannelFixture } from './twitch-channel';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
let lookups: string[];
let restore: () => void;
beforeEach(async () => {
  fixture = await twitchChannelFixture();
  fixture.restore();
  lookups = [];
  // The same fake Twitch, with a count of the look-ups of other channels.
  restore = routeOutboundFetch({
    'id.twitch.tv': fixture.twitch.app,
    'api.twitch.tv': {
      fetch: (request) => {
        const url = new URL(request.url);
        if (url.pathname === '/helix/users' && url.searchParams.has('login'))
          lookups.push(url.searchParams.get('login') as string);
        return fixture.twitch.app.fetch(request);
      },
    },
  });
});
afterEach(() => restore());

async function preview(text: string, message: string): Promise<string> {
  const response = await exports.default.fetch(
    dashboardRequest(fixture.cookie, 'POST', '/api/keywords/preview', { text, message }),
  );
  return ((await response.json()) as { output: string }).output;
}

describe('keyword look-ups of other channels', () => {
  it('ask Twitch once per channel in ten minutes, however often a template reads it', async () => {
    const output = await preview('{targetLastGame} '.repeat(100), '@speedy');
    expect(output.trim().split(' ')).toEqual(Array.from({ length: 100 }, () => 'Celeste'));
    expect(await preview('{targetLastTitle}', 'speedy')).toBe('Any% runs');
    expect(lookups).toEqual(['speedy']);
  });

  it('are rationed per minute, so the bot keeps its share of Twitch', { timeout: 20_000 }, async () => {
    // The allowance refills as the minute goes on, so the refusal comes at the 31st look-up or a little after.
    let output = '';
    let asked = 0;
    while (asked < 60) {
      output = await preview('{targetLastGame}', `viewer${asked}`);
      if (output.startsWith('(')) break;
      asked++;
    }
    expect(asked).toBeGreaterThanOrEqual(30);
    expect(asked).toBeLessThan(60);
    expect(output).toBe('(too many channel look-ups this minute; try again shortly)');
    // The refused look-up never reached Twitch.
    expect(new Set(lookups).size).toBe(asked);
    // Channels already looked up still answer from the cache.
    expect(await preview('{targetLastGame}', 'viewer0')).toBe('an unknown game');
  });
});
