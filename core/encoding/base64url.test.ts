import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url, randomUrlSafeToken } from './base64url';

describe('base64url', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64UrlToBytes(bytesToBase64Url(bytes))).toEqual(bytes);
  });

  it('uses only URL-safe characters', () => {
    expect(bytesToBase64Url(Uint8Array.from([251, 255, 191]))).toBe('-_-_');
  });

  it('makes tokens of at least 128 bits that differ each time', () => {
    const a = randomUrlSafeToken(16);
    expect(base64UrlToBytes(a)).toHaveLength(16);
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomUrlSafeToken(16)).not.toBe(a);
  });
});
