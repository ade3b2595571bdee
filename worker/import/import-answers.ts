// Reads what an import works from: the pasted API answers, or the source's API (with a pasted or saved
// credential), or in dev mode the simulated account; every one checked against the source's shapes.
// StreamElements may take several requests (streamelements-reads.ts), and its JWT must read as one,
// unexpired, before anything is sent. The source's refusals and failures become plain words: a refused
// credential is the streamer's to fix (400), a source that cannot be read now is a 502.
import type { Context } from 'hono';
import {
  demoNightbotCommands,
  demoNightbotRegulars,
  demoNightbotSpamProtection,
  demoNightbotTimers,
} from '../../core/import/demo-nightbot';
import { demoStreamElements } from '../../core/import/demo-streamelements';
import type { ImportSource } from '../../core/import/import-plan';
import { type ImportAnswers, parseImportData, sourceEndpoints } from '../../core/import/source-answers';
import { fetchNightbotSetup, nightbotService } from '../../integrations/import/nightbot-api';
import { SourceRefusedError, SourceUnavailableError } from '../../integrations/import/source-fetch';
import { streamElementsService } from '../../integrations/import/streamelements-bot-api';
import { jwtExpiresAt, readStreamElementsJwt } from '../../integrations/import/streamelements-jwt';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { type CredentialFields, credentialFor, dateInWords } from './import-credentials';
import { readStreamElements, type StreamElementsRead, unknownRead } from './streamelements-reads';

export type ImportOrigin = CredentialFields & {
  source: ImportSource;
  data?: Record<string, unknown>;
  /** A read of StreamElements under way, or read whole, to go on with (streamelements-reads.ts). */
  cursor?: string;
};

/** The answers checked (and the StreamElements read they came from), or a read still under way. */
export type AnswersRead =
  | { answers: ImportAnswers; cursor?: string }
  | Extract<StreamElementsRead, { reading: unknown }>;

/** Dev mode's simulated accounts answer with core/import's demo setups. */
const simulatedAccounts: Record<ImportSource, Record<string, unknown>> = {
  nightbot: {
    commands: demoNightbotCommands,
    timers: demoNightbotTimers,
    regulars: demoNightbotRegulars,
    spam_protection: demoNightbotSpamProtection,
  },
  streamelements: demoStreamElements,
};

const services: Record<ImportSource, string> = {
  nightbot: nightbotService,
  streamelements: streamElementsService,
};

const streamElementsJwtHelp =
  "Copy it again from StreamElements' dashboard (Account → Channels → Show secrets) and save it on Tip Setup or paste it here.";

/** Why the source refused the credential, and what to do. */
function refusedReason(source: ImportSource, secret: string, httpStatus: number): string {
  if (source === 'nightbot')
    return httpStatus === 403
      ? `Nightbot refused the access token (HTTP 403): it does not allow reading commands, timers, regulars and spam protection. Connect Nightbot again and allow all four.`
      : `Nightbot refused the access token (HTTP ${httpStatus}): it has expired or was revoked. Connect Nightbot again or paste a new token.`;
  const expiresAt = jwtExpiresAt(secret);
  if (expiresAt !== null && expiresAt <= Date.now())
    return `StreamElements refused the JWT (HTTP ${httpStatus}): it expired on ${dateInWords(expiresAt)}. ${streamElementsJwtHelp}`;
  return `StreamElements refused the JWT (HTTP ${httpStatus}). ${streamElementsJwtHelp}`;
}

/** Runs a read of the source, its refusals and failures in plain words. */
async function fromSource<T>(source: ImportSource, secret: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (failure) {
    if (failure instanceof SourceRefusedError)
      throw new HttpError(400, refusedReason(source, secret, failure.httpStatus));
    if (failure instanceof SourceUnavailableError) throw new HttpError(502, failure.message);
    throw failure;
  }
}

const asSentence = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1);

/** A JWT that is no JWT, or has expired, is refused before it is sent to StreamElements. */
function checkStreamElementsJwt(jwt: string, isSaved: boolean): void {
  const reading = readStreamElementsJwt(jwt);
  if (!reading.ok)
    throw new HttpError(
      400,
      isSaved
        ? `The JWT saved on Tip Setup is not one StreamElements issued. ${streamElementsJwtHelp}`
        : asSentence(reading.reason),
      {},
      isSaved ? undefined : 'jwt',
    );
  if (reading.expiresAt <= Date.now())
    throw new HttpError(
      400,
      `The ${isSaved ? 'JWT saved on Tip Setup' : 'StreamElements JWT'} expired on ${dateInWords(reading.expiresAt)}. ${streamElementsJwtHelp}`,
    );
}

/** Checks answers against the source's shapes: a misfit is the service's (502) or the pasted data's (400). */
function checked(
  source: ImportSource,
  answers: Record<string, unknown>,
  fromService: boolean,
): ImportAnswers {
  const parsed = parseImportData(source, answers);
  if (parsed.ok) return parsed.answers;
  if (fromService)
    throw new HttpError(502, `${services[source]} sent an answer this bot cannot read: ${parsed.reason}`);
  throw new HttpError(400, asSentence(parsed.reason), {}, 'data');
}

/** The source's answers the import works from, checked, or a read of StreamElements still under way. */
export async function readImportAnswers(c: Context<AppEnv>, origin: ImportOrigin): Promise<AnswersRead> {
  const { source, data, cursor } = origin;
  if (data) {
    if (cursor)
      throw new HttpError(400, 'A cursor goes on with a read of StreamElements: send it without data.');
    if (Object.keys(data).length === 0)
      throw new HttpError(
        400,
        `The data has no API answer: paste at least one of ${Object.keys(sourceEndpoints[source]).join(', ')}.`,
        {},
        'data',
      );
    return { answers: checked(source, data, false) };
  }
  const credential = await credentialFor(c, source, origin);
  if (credential === 'simulated') {
    if (cursor) throw unknownRead();
    return { answers: checked(source, simulatedAccounts[source], true) };
  }
  const { secret } = credential;
  if (source === 'nightbot')
    return {
      answers: checked(source, await fromSource(source, secret, () => fetchNightbotSetup(secret)), true),
    };
  checkStreamElementsJwt(secret, origin.jwt === undefined);
  const read = await fromSource(source, secret, () =>
    readStreamElements(c.env.MEDIA, c.get('streamer').streamerId, secret, cursor, Date.now()),
  );
  if ('reading' in read) return read;
  return { answers: checked(source, read.answers, true), cursor: read.cursor };
}
