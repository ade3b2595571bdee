// Reads what an import works from: the pasted API answers, or the source's API (with a pasted or saved
// credential), or in dev mode the simulated account; every one checked against the source's shapes.
// The source's refusals and failures become plain words: a refused credential is the streamer's to fix
// (400), a source that cannot be read now is a 502.
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
import {
  fetchStreamElementsBotSetup,
  streamElementsService,
} from '../../integrations/import/streamelements-bot-api';
import { jwtExpiresAt } from '../../integrations/import/streamelements-jwt';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { type CredentialFields, credentialFor, dateInWords } from './import-credentials';

export type ImportOrigin = CredentialFields & { source: ImportSource; data?: Record<string, unknown> };

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

async function fetchAnswers(source: ImportSource, secret: string): Promise<Record<string, unknown>> {
  try {
    return source === 'nightbot'
      ? await fetchNightbotSetup(secret)
      : await fetchStreamElementsBotSetup(secret);
  } catch (failure) {
    if (failure instanceof SourceRefusedError)
      throw new HttpError(400, refusedReason(source, secret, failure.httpStatus));
    if (failure instanceof SourceUnavailableError) throw new HttpError(502, failure.message);
    throw failure;
  }
}

const asSentence = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1);

/** The source's answers the import works from, checked. */
export async function readImportAnswers(c: Context<AppEnv>, origin: ImportOrigin): Promise<ImportAnswers> {
  const { source, data } = origin;
  if (data) {
    if (Object.keys(data).length === 0)
      throw new HttpError(
        400,
        `The data has no API answer: paste at least one of ${Object.keys(sourceEndpoints[source]).join(', ')}.`,
        {},
        'data',
      );
    const parsed = parseImportData(source, data);
    if (!parsed.ok) throw new HttpError(400, asSentence(parsed.reason), {}, 'data');
    return parsed.answers;
  }
  const credential = await credentialFor(c, source, origin);
  const answers =
    credential === 'simulated' ? simulatedAccounts[source] : await fetchAnswers(source, credential.secret);
  const parsed = parseImportData(source, answers);
  if (!parsed.ok)
    throw new HttpError(502, `${services[source]} sent an answer this bot cannot read: ${parsed.reason}`);
  return parsed.answers;
}
