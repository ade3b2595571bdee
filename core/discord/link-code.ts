// The code that links a Discord server (Discord Setup, step 2): 10 characters of Crockford base32,
// 50 random bits, valid 15 minutes, used once. Only its SHA-256 is stored.
import { bytesToBase64Url } from '../encoding/base64url';

export const linkCodeLifetimeMs = 15 * 60 * 1000;
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 10;

export function generateLinkCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(codeLength));
  return Array.from(bytes, (byte) => alphabet[byte & 31]).join('');
}

/** What a member typed, as the code it means: case, spaces and dashes do not matter. */
export function normalizeLinkCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export async function hashLinkCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalizeLinkCode(code)));
  return bytesToBase64Url(new Uint8Array(digest));
}
