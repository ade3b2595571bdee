import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultIncrementorSettings } from '../../core/incrementor/incrementor';
import { dashboardRequest, signInAsDemoStreamer } from './session-helpers';

let cookie: string;

async function call(method: string, path: string, body?: unknown) {
  const response = await exports.default.fetch(dashboardRequest(cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const lastBotLines = async (n: number) =>
  ((await call('GET', '/api/simulator/chat')).body.messages as { text: string }[])
    .slice(-n)
    .map((m) => m.text);
const redeem = (user: string, reward = 'Count') =>
  call('POST', '/api/simulator/event', { type: 'redemption', user, reward });

beforeAll(async () => {
  cookie = await signInAsDemoStreamer();
});

describe('incrementor', () => {
  it('refuses settings without a title and starts from the spec defaults', async () => {
    expect(
      (await call('POST', '/api/twitch/incrementor', { ...defaultIncrementorSettings, incrementorTitle: '' }))
        .status,
    ).toBe(400);
    expect((await call('GET', '/api/twitch/settings')).body.incrementorSettings).toEqual(
      defaultIncrementorSettings,
    );
  });

  it('counts each redemption of its reward and answers with counts, total and top list', async () => {
    expect(
      (
        await call('POST', '/api/twitch/incrementor', {
          ...defaultIncrementorSettings,
          isIncrementorEnabled: true,
        })
      ).body,
    ).toEqual({ status: true });
    await redeem('Ana');
    await redeem('Bo');
    await redeem('Ana');
    expect(await lastBotLines(1)).toEqual([
      'Ana, you have increased our counter 2 times! It is at 3 now. The top contributors are: Ana: 2, Bo: 1',
    ]);
    await redeem('Cy', 'Another reward');
    expect(await lastBotLines(1)).toEqual([expect.stringContaining('Ana, you have increased')]);
  });

  it("recounts without the channel owner's own redemptions", async () => {
    await redeem('DemoStreamer');
    expect((await lastBotLines(1))[0]).toContain('It is at 4 now');
    expect((await call('POST', '/api/twitch/incrementorRecount')).body).toEqual({ status: true });
    await redeem('Bo');
    expect(await lastBotLines(1)).toEqual([
      'Bo, you have increased our counter 2 times! It is at 4 now. The top contributors are: Ana: 2, Bo: 2',
    ]);
  });

  it('lets text replies read and raise the counter with the incrementor keywords', async () => {
    await call('POST', '/api/twitch/textReply', {
      redemptionTitle: 'Bonus',
      text: '{incrementor.add|3}{username} is {ordinal.{incrementor.get|place|count|total}} with {incrementor.get|user|count|monthly}',
      enabled: true,
    });
    await redeem('Cy', 'Bonus');
    expect(await lastBotLines(1)).toEqual(['Cy is 1st with 3']);
  });
});
