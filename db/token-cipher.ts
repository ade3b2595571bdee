// Encrypts OAuth tokens before they reach D1 (AES-256-GCM, a fresh 96-bit IV per value).
import { base64UrlToBytes, bytesToBase64Url } from '../core/encoding/base64url';

const version = 'v1';

/** Imports the TOKEN_ENCRYPTION_KEY secret: 32 bytes, base64 (standard or URL-safe). */
export async function importTokenKey(secret: string): Promise<CryptoKey> {
  const raw = base64UrlToBytes(secret.trim());
  if (raw.length !== 32) throw new Error('TOKEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function encryptToken(key: CryptoKey, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(plaintext),
  );
  return `${version}.${bytesToBase64Url(iv)}.${bytesToBase64Url(new Uint8Array(sealed))}`;
}

export async function decryptToken(key: CryptoKey, payload: string): Promise<string> {
  const [tag, iv, sealed] = payload.split('.');
  if (tag !== version || !iv || !sealed) throw new Error('unknown token ciphertext format');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: base64UrlToBytes(iv) },
    key,
    base64UrlToBytes(sealed),
  );
  return new TextDecoder().decode(plain);
}
