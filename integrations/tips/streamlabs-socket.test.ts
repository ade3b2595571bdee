import { describe, expect, it } from 'vitest';
import { readStreamlabsPacket, streamlabsSocketUrl } from './streamlabs-socket';

const event = (payload: unknown) => `42${JSON.stringify(['event', payload])}`;

describe('Streamlabs socket packets', () => {
  it('addresses the Engine.IO v3 websocket with the socket token', () => {
    expect(streamlabsSocketUrl('tok en')).toBe(
      'https://sockets.streamlabs.com/socket.io/?EIO=3&transport=websocket&token=tok+en',
    );
  });

  it('reads the open packet, pongs, closes and connect errors', () => {
    expect(
      readStreamlabsPacket('0{"sid":"s","upgrades":[],"pingInterval":25000,"pingTimeout":60000}', 0),
    ).toEqual({
      kind: 'open',
      pingInterval: 25000,
      pingTimeout: 60000,
    });
    expect(readStreamlabsPacket('3', 0)).toEqual({ kind: 'pong' });
    expect(readStreamlabsPacket('41', 0)).toEqual({ kind: 'closed' });
    expect(readStreamlabsPacket('44"Authentication error"', 0)).toEqual({ kind: 'refused' });
    expect(readStreamlabsPacket('40', 0)).toEqual({ kind: 'other' });
  });

  it('makes tips of donations, amounts from strings, and ignores Twitch events', () => {
    const donation = { id: 7, name: 'Bo', amount: '13.37', currency: 'USD', message: 'hey', _id: 'h7' };
    expect(readStreamlabsPacket(event({ type: 'donation', message: [donation], event_id: 'e' }), 3)).toEqual({
      kind: 'tips',
      events: [
        {
          id: 'sl:7',
          type: 'tip',
          user: 'Bo',
          amount: 13.37,
          currency: 'USD',
          message: 'hey',
          isTest: false,
          at: 3,
        },
      ],
    });
    expect(
      readStreamlabsPacket(event({ type: 'donation', for: 'twitch_account', message: [donation] }), 3),
    ).toEqual({ kind: 'other' });
    expect(
      readStreamlabsPacket(event({ type: 'follow', for: 'twitch_account', message: [{ name: 'F' }] }), 3),
    ).toEqual({ kind: 'other' });
  });
});
