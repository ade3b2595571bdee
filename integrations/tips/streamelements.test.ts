import { describe, expect, it } from 'vitest';
import { astroSubscribeFrame, readAstroFrame } from './streamelements';

describe('Astro frames', () => {
  it('subscribes to channel.tips with the JWT', () => {
    expect(JSON.parse(astroSubscribeFrame('a.b.c', 'n-1'))).toEqual({
      type: 'subscribe',
      nonce: 'n-1',
      data: { topic: 'channel.tips', token: 'a.b.c', token_type: 'jwt' },
    });
  });

  it('reads a successful subscription and a refusal', () => {
    expect(
      readAstroFrame(JSON.stringify({ type: 'response', nonce: 'n', data: { message: 'ok' } }), 0),
    ).toEqual({
      kind: 'subscribed',
    });
    expect(
      readAstroFrame(
        JSON.stringify({ type: 'response', error: 'err_unauthorized', data: { message: 'invalid token' } }),
        0,
      ),
    ).toEqual({ kind: 'refused', error: 'err_unauthorized', message: 'invalid token' });
  });

  it('makes a tip of a channel.tips message, and ignores one that did not succeed', () => {
    const tip = (status: string) =>
      JSON.stringify({
        type: 'message',
        topic: 'channel.tips',
        data: {
          _id: 't1',
          status,
          donation: { user: { username: 'Ann' }, amount: 5, currency: 'EUR', message: '' },
        },
      });
    expect(readAstroFrame(tip('success'), 9)).toEqual({
      kind: 'tip',
      event: { id: 'se:t1', type: 'tip', user: 'Ann', amount: 5, currency: 'EUR', isTest: false, at: 9 },
    });
    expect(readAstroFrame(tip('pending'), 9)).toEqual({ kind: 'other' });
    expect(readAstroFrame('not json', 9)).toEqual({ kind: 'other' });
  });
});
