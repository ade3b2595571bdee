import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-event';
import { alertEventOf } from './alert-events';

const event = (fields: Partial<LiveEvent>): LiveEvent => ({
  id: 'e1',
  type: 'cheer',
  isTest: false,
  at: 0,
  ...fields,
});

describe('alertEventOf', () => {
  it("keeps a cheer's words and drops its cheermotes, which are the bits", () => {
    expect(
      alertEventOf(event({ user: 'A', amount: 600, message: 'Cheer100 great  run BibleThump500' })),
    ).toMatchObject({ type: 'cheer', amount: 600, message: 'great run' });
    expect(alertEventOf(event({ user: 'A', amount: 100, message: 'Cheer100' }))?.message).toBeUndefined();
  });

  it('maps each event to its alert type, and events without alerts to none', () => {
    expect(alertEventOf(event({ type: 'resub', user: 'R', amount: 7 }))).toEqual({
      type: 'resub',
      username: 'R',
      months: 7,
    });
    expect(alertEventOf(event({ type: 'giftsub', amount: 5 }))).toMatchObject({
      type: 'giftBomb',
      username: 'Anonymous',
      amount: 5,
    });
    expect(alertEventOf(event({ type: 'follow', user: 'F' }))).toEqual({ type: 'follow', username: 'F' });
    expect(alertEventOf(event({ type: 'streamOnline' }))).toBeNull();
    expect(alertEventOf(event({ type: 'viewerModerated', user: 'X' }))).toBeNull();
  });
});
