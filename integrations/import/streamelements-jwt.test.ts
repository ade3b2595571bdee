import { describe, expect, it } from 'vitest';
import { bytesToBase64Url } from '../../core/encoding/base64url';
import { jwtExpiresAt } from './streamelements-jwt';

const part = (value: unknown) => bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
const jwtWith = (claims: unknown) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;

describe('jwtExpiresAt', () => {
  it('reads the exp claim (seconds) as epoch milliseconds', () => {
    expect(jwtExpiresAt(jwtWith({ channel: 'abc', exp: 1_736_942_400 }))).toBe(1_736_942_400_000);
  });

  it.each([
    ['a JWT without exp', jwtWith({ channel: 'abc' })],
    ['an exp that is not a number', jwtWith({ exp: 'tomorrow' })],
    ['a payload that is not JSON', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln'],
    ['a token of one part', 'not-a-jwt'],
  ])('says nothing of %s', (_, jwt) => {
    expect(jwtExpiresAt(jwt)).toBeNull();
  });
});
