// Which credential an import reads its source with: the one pasted in the request, else the one saved
// (Nightbot: the OAuth connection; StreamElements: the JWT saved on Tip Setup), else, in dev mode only,
// none (the simulated account). Saved credentials are decrypted here and nowhere else.
import type { Context } from 'hono';
import type { ImportSource } from '../../core/import/import-plan';
import { openDatabase } from '../../db/client';
import { readNightbotConnection } from '../../db/import/nightbot-token';
import { readTipSettings } from '../../db/tip-settings';
import { decryptToken } from '../../db/token-cipher';
import { jwtExpiresAt } from '../../integrations/import/streamelements-jwt';
import { tipTokenKey } from '../../integrations/tips/tip-config';
import { isDevMode } from '../../integrations/twitch/app-config';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';

export type CredentialFields = { token?: string; jwt?: string };

/** A credential to read the source with, or 'simulated' for dev mode's simulated account. */
export type SourceCredential = { secret: string } | 'simulated';

/** What the page shows of the saved credentials (never the credentials themselves). */
export async function savedCredentialsState(c: Context<AppEnv>) {
  const db = openDatabase(c.env.DB);
  const streamerId = c.get('streamer').streamerId;
  const [connection, tips] = await Promise.all([
    readNightbotConnection(db, streamerId),
    readTipSettings(db, streamerId),
  ]);
  const jwt = tips?.streamElementsJwtEnc
    ? await decryptToken(await tipTokenKey(c.env), tips.streamElementsJwtEnc)
    : null;
  return {
    nightbot: {
      connected: connection !== null && !hasExpired(connection.expiresAt),
      expiresAt: connection?.expiresAt ?? null,
    },
    streamelements: { jwtSaved: jwt !== null, jwtExpiresAt: jwt ? jwtExpiresAt(jwt) : null },
  };
}

const hasExpired = (expiresAt: number | null) => expiresAt !== null && expiresAt <= Date.now();

/** "1 June 2025 at 09:30 UTC". */
export function dateInWords(at: number): string {
  const date = new Date(at);
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return `${date.toLocaleDateString('en-GB', options)} at ${date.toISOString().slice(11, 16)} UTC`;
}

async function savedNightbotToken(c: Context<AppEnv>): Promise<string | null> {
  const connection = await readNightbotConnection(openDatabase(c.env.DB), c.get('streamer').streamerId);
  if (!connection) return null;
  if (hasExpired(connection.expiresAt))
    throw new HttpError(
      400,
      `The Nightbot connection expired on ${dateInWords(connection.expiresAt as number)}. Connect Nightbot again.`,
    );
  return decryptToken(await tipTokenKey(c.env), connection.tokenEnc);
}

async function savedStreamElementsJwt(c: Context<AppEnv>): Promise<string | null> {
  const tips = await readTipSettings(openDatabase(c.env.DB), c.get('streamer').streamerId);
  return tips?.streamElementsJwtEnc
    ? decryptToken(await tipTokenKey(c.env), tips.streamElementsJwtEnc)
    : null;
}

const missing: Record<ImportSource, string> = {
  nightbot: 'Connect Nightbot, paste a Nightbot access token, or paste the JSON of its API answers.',
  streamelements:
    'Save your StreamElements JWT on Tip Setup, paste one here, or paste the JSON of its API answers.',
};

/** The credential the import reads `source` with. */
export async function credentialFor(
  c: Context<AppEnv>,
  source: ImportSource,
  fields: CredentialFields,
): Promise<SourceCredential> {
  const pasted = source === 'nightbot' ? fields.token : fields.jwt;
  const secret =
    pasted ?? (source === 'nightbot' ? await savedNightbotToken(c) : await savedStreamElementsJwt(c));
  if (secret) return { secret };
  if (isDevMode(c.env)) return 'simulated';
  throw new HttpError(400, missing[source]);
}
