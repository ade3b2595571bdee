import { describe, expect, it } from 'vitest';
import { readChannelMe, readTipsPage, tipsUrl } from './streamelements';

const doc = (overrides: Record<string, unknown> = {}) => ({
  _id: 't1',
  channel: 'c1',
  donation: { user: { username: 'Ann', email: 'a@example.com' }, message: 'gg', amount: 5, currency: 'EUR' },
  provider: 'paypal',
  status: 'success',
  deleted: false,
  approved: 'allowed',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:01.000Z',
  transactionId: 'tx-1',
  ...overrides,
});
const at = Date.parse('2026-11-23T10:00:00.000Z');

describe('StreamElements REST readers', () => {
  it('asks for one window of tips, newest first, a page at a time', () => {
    const url = new URL(tipsUrl('chan/1', 1000, 2000, 200));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.streamelements.com/kappa/v2/tips/chan%2F1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      after: '1000',
      before: '2000',
      limit: '100',
      offset: '200',
      sort: '-createdAt',
    });
  });

  it('reads the channel id of /channels/me', () => {
    expect(readChannelMe({ _id: 'se-1', username: 'ann', alias: 'ann' })).toBe('se-1');
    expect(readChannelMe({ username: 'ann' })).toBeNull();
  });

  it('makes a tip of a successful one, with its own time and the socket-era id', () => {
    expect(readTipsPage({ total: 1, docs: [doc()] })).toEqual({
      total: 1,
      tips: [
        {
          id: 'se:t1',
          at,
          event: {
            id: 'se:t1',
            type: 'tip',
            user: 'Ann',
            amount: 5,
            currency: 'EUR',
            message: 'gg',
            isTest: false,
            at,
          },
        },
      ],
    });
  });

  it('places but does not deliver a tip that is pending, deleted or unreadable', () => {
    const page = readTipsPage({
      total: 3,
      docs: [
        doc({ status: 'pending' }),
        doc({ _id: 't2', deleted: true }),
        doc({ _id: 't3', donation: { amount: 'x' } }),
      ],
    });
    expect(page?.tips).toEqual([
      { id: 'se:t1', at, event: null },
      { id: 'se:t2', at, event: null },
      { id: 'se:t3', at, event: null },
    ]);
  });

  it('refuses an answer that is not a page, or a tip it cannot place', () => {
    expect(readTipsPage({ docs: [] })).toBeNull();
    expect(readTipsPage('<html>')).toBeNull();
    expect(readTipsPage({ total: 1, docs: [doc({ createdAt: 'yesterday' })] })).toBeNull();
    expect(readTipsPage({ total: 1, docs: [doc({ _id: undefined })] })).toBeNull();
  });

  it('names an anonymous tipper Someone', () => {
    const page = readTipsPage({
      total: 1,
      docs: [doc({ donation: { user: null, amount: 1, currency: null } })],
    });
    expect(page?.tips[0]?.event).toEqual({
      id: 'se:t1',
      type: 'tip',
      user: 'Someone',
      amount: 1,
      isTest: false,
      at,
    });
  });
});
