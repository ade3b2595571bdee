// A redemption nothing answers says why in the Simulator's chat, as a line the chat keeps, so a reload
// (GET /api/simulator/conversation again) shows it too.
import { describe, expect, it } from 'vitest';
import { newStreamer } from './tips-fixture';

type Line = { text: string; user?: string; why?: boolean };

const noReply =
  'Redemption not answered: No channel-point reply or incrementor answers the reward "Nap". Add a reply for it under Platform Settings → Twitch, or check the title.';

describe('a redemption nothing answers, in the simulated chat', () => {
  it('is explained by a kept line, once for a flood, and never among the bot lines', async () => {
    const { json } = await newStreamer();
    await json('POST', '/api/twitch/textReply', { redemptionTitle: 'Hydrate', text: 'Drink up {username}!' });
    const redeem = (reward: string, extra: Record<string, unknown> = {}) =>
      json('POST', '/api/simulator/event', { type: 'redemption', user: 'Ana', reward, ...extra });

    await redeem('Nap');
    await redeem('Nap', { count: 10, user: undefined });
    await redeem('Hydrate');

    const { conversation } = await json('GET', '/api/simulator/conversation');
    expect((conversation as Line[]).map(({ text, why }) => [why ? 'why' : 'bot', text])).toEqual([
      ['why', noReply],
      ['bot', 'Drink up Ana!'],
    ]);
    const { messages } = await json('GET', '/api/simulator/chat');
    expect((messages as Line[]).map((line) => line.text)).toEqual(['Drink up Ana!']);
  }, 30_000);
});
