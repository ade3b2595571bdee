import { describe, expect, it } from 'vitest';
import { isKofiTokenValid, kofiTipEvent, readKofiPayment } from './kofi';

const payment = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    verification_token: 'token',
    message_id: 'm-1',
    type: 'Donation',
    is_public: true,
    from_name: 'Jo',
    message: 'hi',
    amount: '3.00',
    currency: 'USD',
    ...fields,
  });

describe('Ko-fi payments', () => {
  it('reads the JSON of the data field and makes a tip of a donation', () => {
    const read = readKofiPayment(payment());
    expect(read && kofiTipEvent(read, 5)).toEqual({
      id: 'kofi:m-1',
      type: 'tip',
      user: 'Jo',
      amount: 3,
      currency: 'USD',
      message: 'hi',
      isTest: false,
      at: 5,
      // Ko-fi counts no retries: any post may be a copy, and the event log looks for it.
      mayBeRepeat: true,
    });
  });

  it('refuses what is not a payment', () => {
    expect(readKofiPayment(undefined)).toBeNull();
    expect(readKofiPayment('{oops')).toBeNull();
    expect(readKofiPayment(JSON.stringify({ message_id: 'm' }))).toBeNull();
  });

  it('hides a private message and skips shop orders, commissions and unreadable amounts', () => {
    const secret = readKofiPayment(payment({ is_public: false }));
    expect(secret && kofiTipEvent(secret, 0)).not.toHaveProperty('message');
    for (const fields of [{ type: 'Shop Order' }, { type: 'Commission' }, { amount: 'lots' }]) {
      const read = readKofiPayment(payment(fields));
      expect(read && kofiTipEvent(read, 0)).toBeNull();
    }
  });

  it('compares tokens exactly', async () => {
    expect(await isKofiTokenValid('abc', 'abc')).toBe(true);
    expect(await isKofiTokenValid('abd', 'abc')).toBe(false);
    expect(await isKofiTokenValid('', 'abc')).toBe(false);
  });
});

describe('Ko-fi amounts', () => {
  it.each(['-500', '', '0x10', '1e300', '0', '0.00', '1000000.01', 'NaN', '3.001'])(
    'ignores a payment of %j',
    (amount) => {
      const read = readKofiPayment(payment({ amount }));
      expect(read && kofiTipEvent(read, 5)).toBeNull();
    },
  );

  it.each([
    ['0.01', 0.01],
    ['3', 3],
    ['1000000.00', 1_000_000],
  ])('takes %j as %d', (amount, value) => {
    const read = readKofiPayment(payment({ amount }));
    expect(read && kofiTipEvent(read, 5)?.amount).toBe(value);
  });
});
