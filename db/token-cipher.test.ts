import { describe, expect, it } from 'vitest';
import { bytesToBase64Url } from '../core/encoding/base64url';
import { decryptToken, encryptToken, importTokenKey } from './token-cipher';

const secret = bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)));

describe('token cipher', () => {
  it('decrypts what it encrypted, and the ciphertext does not contain the token', async () => {
    const key = await importTokenKey(secret);
    const sealed = await encryptToken(key, 'oauth-access-token-123');
    expect(sealed).not.toContain('oauth-access-token-123');
    expect(await decryptToken(key, sealed)).toBe('oauth-access-token-123');
  });

  it('uses a fresh IV for every value', async () => {
    const key = await importTokenKey(secret);
    expect(await encryptToken(key, 'same')).not.toBe(await encryptToken(key, 'same'));
  });

  it('refuses a ciphertext that was tampered with', async () => {
    const key = await importTokenKey(secret);
    const sealed = await encryptToken(key, 'token');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    await expect(decryptToken(key, tampered)).rejects.toThrow();
  });

  it('refuses a key of the wrong length', async () => {
    await expect(importTokenKey(bytesToBase64Url(new Uint8Array(16)))).rejects.toThrow(/32 bytes/);
  });
});
