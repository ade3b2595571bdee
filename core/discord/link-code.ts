// The code that links a Discord server (Discord Setup, step 2): 10 characters of Crockford base32,
// 50 random bits, valid 15 minutes, used once. Only its SHA-256 is stored.
import { z } from 'zod';
import { bytesToBase64Url } from '../encoding/base64url';

export const linkCodeLifetimeMs = 15 * 60 * 1000;
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 10;

export function generateLinkCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(codeLength));
  return Array.from(bytes, (byte) => alphabet[byte & 31]).join('');
}

/**
 * What a member typed, as the code it means: case, spaces and dashes do not matter, and the letters
 * Crockford base32 leaves out read as the digits they look like (O as 0, I and L as 1).
 */
export function normalizeLinkCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

const codePattern = new RegExp(`^[${alphabet}]{${codeLength}}$`);
/** What the Discord page copies, `/sbcode code:X`, or any part of it that ends in the code. */
const copiedCommand = /^(?:[/!]?sbcode\b)?\s*(?:code\s*:)?(.*)$/is;

/**
 * The code in what a server owner pasted or typed: `/sbcode code:X`, `code:X` or `X`, in any case, with
 * spaces around or inside. Anything else is refused with the reason, before any code is looked up.
 */
export const linkCodeSchema = z
  .string()
  .transform((typed) => normalizeLinkCode(copiedCommand.exec(typed.trim())?.[1] ?? ''))
  .pipe(
    z
      .string()
      .min(1, 'Add the code from the Discord page: /sbcode code:XXXXXXXXXX (step 2).')
      .regex(
        codePattern,
        `That is not a code from the Discord page: a code is ${codeLength} letters and digits, such as 0NMQKFY85N. Copy the command again from step 2.`,
      ),
  );

export type ParsedLinkCode = { ok: true; code: string } | { ok: false; reason: string };

export function parseLinkCode(typed: string): ParsedLinkCode {
  const parsed = linkCodeSchema.safeParse(typed);
  return parsed.success
    ? { ok: true, code: parsed.data }
    : { ok: false, reason: parsed.error.issues[0]?.message ?? 'That is not a code from the Discord page.' };
}

export async function hashLinkCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalizeLinkCode(code)));
  return bytesToBase64Url(new Uint8Array(digest));
}
