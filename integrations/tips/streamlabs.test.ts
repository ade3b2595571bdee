import { describe, expect, it } from 'vitest';
import { donationsUrl, readDonationsPage } from './streamlabs';

const donation = (overrides: Record<string, unknown> = {}) => ({
  donation_id: 90210,
  created_at: 1_700_000_000,
  currency: 'USD',
  amount: '13.37',
  name: 'Bo',
  message: 'hey',
  email: 'bo@example.com',
  ...overrides,
});

describe('Streamlabs REST readers', () => {
  it('asks for donations after a donation id, before another when paging', () => {
    expect(donationsUrl(null, null)).toBe('https://streamlabs.com/api/v2.0/donations?limit=100');
    expect(donationsUrl(7, 99)).toBe('https://streamlabs.com/api/v2.0/donations?limit=100&after=7&before=99');
  });

  it('makes tips of donations, amounts from strings or numbers, ids as the socket reader made them', () => {
    expect(
      readDonationsPage({ data: [donation(), donation({ donation_id: '90211', amount: 5, message: null })] }),
    ).toEqual([
      {
        id: 'sl:90210',
        donationId: 90210,
        at: 1_700_000_000_000,
        event: {
          id: 'sl:90210',
          type: 'tip',
          user: 'Bo',
          amount: 13.37,
          currency: 'USD',
          message: 'hey',
          isTest: false,
          at: 1_700_000_000_000,
        },
      },
      {
        id: 'sl:90211',
        donationId: 90211,
        at: 1_700_000_000_000,
        event: {
          id: 'sl:90211',
          type: 'tip',
          user: 'Bo',
          amount: 5,
          currency: 'USD',
          isTest: false,
          at: 1_700_000_000_000,
        },
      },
    ]);
  });

  it('places but does not deliver a donation whose amount cannot be read', () => {
    expect(readDonationsPage({ data: [donation({ amount: 'lots' })] })).toEqual([
      { id: 'sl:90210', donationId: 90210, at: 1_700_000_000_000, event: null },
    ]);
  });

  it('refuses an answer that is not a page, or a donation it cannot place', () => {
    expect(readDonationsPage({ donations: [] })).toBeNull();
    expect(readDonationsPage(null)).toBeNull();
    expect(readDonationsPage({ data: [donation({ donation_id: 'abc' })] })).toBeNull();
    expect(readDonationsPage({ data: [donation({ created_at: '2026-01-01' })] })).toBeNull();
  });
});
