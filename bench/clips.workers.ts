// The clip reel's playlist in workerd: a channel of 5,000 clips (from a fake Helix), and the time
// from the overlay's request to its answer with filters applied. Run by `npm run bench`. Prints
// figures; asserts nothing about time.
import { exports } from 'cloudflare:workers';
import { it } from 'vitest';
import { helixClip } from '../test/fakes/twitch-helix';
import { dashboardRequest, origin } from '../test/integration/session-helpers';
import { overlayKeyOf, twitchChannelFixture } from '../test/integration-twitch/twitch-channel';
import { report, reportLatency } from './figures';
import { sized } from './smoke';

const dayMs = 86_400_000;
const clipCount = sized(5000, 100);

it('measures the clip reel playlist for 5,000 clips', { timeout: 300_000 }, async () => {
  const fixture = await twitchChannelFixture({ extraScopes: ['channel:manage:clips'] });
  try {
    const games = ['504461', '509658', '27471'];
    const now = Date.now();
    for (let i = 0; i < clipCount; i++)
      fixture.twitch.state.clips.push(
        helixClip(fixture.streamerId, `bench${i}`, now - 900 * dayMs + (i * (900 * dayMs)) / clipCount, {
          view_count: (i * 7919) % 10_000,
          game_id: games[i % games.length],
          title: `Bench clip number ${i}`,
        }),
      );
    const fetchStart = performance.now();
    const list = await exports.default.fetch(
      dashboardRequest(fixture.cookie, 'GET', '/api/clips/getUserClips'),
    );
    const { total } = (await list.json()) as { total: number };
    report({
      name: `Clip list first fetch (${total} clips, paged and split past the cap)`,
      value: Math.round(performance.now() - fetchStart),
      unit: 'ms',
    });
    const key = await overlayKeyOf(fixture.streamerId);
    for (const [name, query] of [
      ['no filters, random', ''],
      ['top, minViews=2000', '?sort=top&minViews=2000'],
      ['two games, year, random', '?gamesToShow=Celeste|Minecraft&period=year'],
      [
        'filter a game, date range, top',
        `?gamesToFilter=Just%20Chatting&startDate=${now - 400 * dayMs}&endDate=${new Date(now - 30 * dayMs).toISOString()}&sort=top`,
      ],
    ] as const) {
      const times: number[] = [];
      let count = 0;
      for (let i = -sized(3, 1); i < sized(30, 3); i++) {
        const start = performance.now();
        const response = await exports.default.fetch(`${origin}/api/overlay/${key}/clips${query}`);
        const body = (await response.json()) as { clips: unknown[] };
        if (i >= 0) times.push(performance.now() - start);
        count = body.clips.length;
      }
      reportLatency(
        `Clip reel playlist of ${clipCount.toLocaleString('en')} clips, ${name}`,
        times,
        50,
        `${count} kept`,
      );
    }
  } finally {
    fixture.restore();
  }
});
