// What a StreamElements JWT says of itself, read without checking the signature (only StreamElements
// can): that it is a JWT at all (three parts, a JSON header and a JSON payload with an expiry), checked
// before it is sent anywhere, and when it expires (its `exp` claim), to tell the streamer why
// StreamElements refused it or when it will.
import { z } from 'zod';
import { base64UrlToBytes } from '../../core/encoding/base64url';

const headerSchema = z.object({ alg: z.string() }).passthrough();
const claimsSchema = z.object({ exp: z.number().finite() }).passthrough();

export type JwtReading = { ok: true; expiresAt: number } | { ok: false; reason: string };

const copyIt = "copy it whole from StreamElements' dashboard (Account → Channels → Show secrets)";

function decodedJson(part: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(part)));
  } catch {
    return undefined;
  }
}

/** Whether `jwt` reads as a JWT with an expiry; the reason (a clause, as zod's messages are) when not. */
export function readStreamElementsJwt(jwt: string): JwtReading {
  const parts = jwt.split('.');
  if (parts.length !== 3)
    return {
      ok: false,
      reason: `the StreamElements JWT token is three parts separated by dots: ${copyIt}`,
    };
  const [header = '', payload = ''] = parts;
  if (!headerSchema.safeParse(decodedJson(header)).success)
    return {
      ok: false,
      reason: `the StreamElements JWT token's first part is no JWT header: ${copyIt}`,
    };
  const claims = claimsSchema.safeParse(decodedJson(payload));
  if (!claims.success)
    return {
      ok: false,
      reason: `the StreamElements JWT token's second part names no expiry (exp): ${copyIt}`,
    };
  return { ok: true, expiresAt: claims.data.exp * 1000 };
}

/** The JWT's expiry (epoch ms), or null when it has none or cannot be read. */
export function jwtExpiresAt(jwt: string): number | null {
  const reading = readStreamElementsJwt(jwt);
  return reading.ok ? reading.expiresAt : null;
}
