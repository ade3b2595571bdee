// What a StreamElements JWT says of itself: when it expires (its `exp` claim). Read without checking the
// signature, only to tell the streamer why StreamElements refused it or when it will.
import { z } from 'zod';
import { base64UrlToBytes } from '../../core/encoding/base64url';

const claimsSchema = z.object({ exp: z.number().finite() }).passthrough();

/** The JWT's expiry (epoch ms), or null when it has none or cannot be read. */
export function jwtExpiresAt(jwt: string): number | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims = claimsSchema.safeParse(JSON.parse(new TextDecoder().decode(base64UrlToBytes(payload))));
    return claims.success ? claims.data.exp * 1000 : null;
  } catch {
    return null;
  }
}
