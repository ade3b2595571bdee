import { describe, expect, it } from 'vitest';
import { generateLinkCode, hashLinkCode, normalizeLinkCode } from './link-code';

describe('link codes', () => {
  it('are 10 characters of Crockford base32 (50 bits), different each time', () => {
    const codes = new Set(Array.from({ length: 50 }, generateLinkCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('hash the same however they were typed', async () => {
    expect(normalizeLinkCode(' ab12-cd34 ef ')).toBe('AB12CD34EF');
    expect(await hashLinkCode('ab12cd34ef')).toBe(await hashLinkCode('AB12-CD34-EF'));
    expect(await hashLinkCode('AB12CD34EF')).not.toBe(await hashLinkCode('AB12CD34EG'));
  });
});
