import { describe, expect, it } from 'vitest';
import { bytesToBase64Url } from '../../core/encoding/base64url';
import { jwtExpiresAt, readStreamElementsJwt } from './streamelements-jwt';

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

describe('readStreamElementsJwt', () => {
  it('reads a JWT with a JSON header and a payload with an expiry', () => {
    expect(readStreamElementsJwt(jwtWith({ channel: 'abc', exp: 1_736_942_400 }))).toEqual({
      ok: true,
      expiresAt: 1_736_942_400_000,
    });
  });

  it.each([
    ['three parts that decode to nothing', 'aaaa.bbbb.cccc', 'no JWT header'],
    [
      'a header that is not JSON',
      `${bytesToBase64Url(new TextEncoder().encode('hello'))}.${part({ exp: 1 })}.c2ln`,
      'no JWT header',
    ],
    ['a JSON header without alg', `${part({ typ: 'JWT' })}.${part({ exp: 1 })}.c2ln`, 'no JWT header'],
    ['a payload without exp', jwtWith({ channel: 'abc' }), 'names no expiry'],
    ['a payload that is not JSON', `${part({ alg: 'HS256' })}.bm90IGpzb24.c2ln`, 'names no expiry'],
    [
      'bytes that are not UTF-8',
      `${part({ alg: 'HS256' })}.${bytesToBase64Url(new Uint8Array([0xff, 0xfe]))}.c2ln`,
      'names no expiry',
    ],
    ['one part', 'not-a-jwt', 'three parts'],
  ])('refuses %s, saying why', (_, jwt, why) => {
    expect(readStreamElementsJwt(jwt)).toEqual({ ok: false, reason: expect.stringContaining(why) });
  });
});
