// The Import page's calls to the API, each answering either its data or the server's reason in plain
// words.
import type { OnExisting } from '../../../core/import/import-plan';
import { api, refusal } from '../../api';
import type { ImportRequest } from './import-request';

export type Failure = { ok: false; reason: string };
export type Outcome<T> = ({ ok: true } & T) | Failure;

type Answer = { ok: boolean; status: number; headers: Headers; json(): Promise<unknown> };

const unreachable: Failure = {
  ok: false,
  reason: 'Could not reach the server. Check your connection and try again.',
};

/** The server takes so much at once; a big export goes through in parts, each import adding to the last. */
const tooLarge: Failure = {
  ok: false,
  reason:
    'Together these answers are more than the server takes at once. Import them one at a time: for example your quotes first, then the rest.',
};

async function outcome<T>(request: Promise<Answer>): Promise<Outcome<T>> {
  let response: Answer;
  try {
    response = await request;
  } catch {
    return unreachable;
  }
  if (response.status === 413) return tooLarge;
  if (!response.ok) return refusal(response);
  return { ok: true, ...((await response.json()) as T) };
}

/** What a route of the typed client answers on success, so a renamed field fails typecheck here. */
type Answered<Call extends (...args: never[]) => Promise<{ json(): Promise<unknown> }>> = Awaited<
  ReturnType<Awaited<ReturnType<Call>>['json']>
>;

/** Which sources this server can read for the streamer: dev mode, the Nightbot app and connection, the saved JWT. */
export type ImportSources = Answered<typeof api.import.sources.$get>;

type PreviewAnswer = Answered<typeof api.import.preview.$post>;

/**
 * The rows, and `fits`: one sentence per kind that does not all fit the channel's limits; `cursor`
 * when StreamElements took several requests to read (the import is applied with it).
 */
export type ImportPreview = Exclude<PreviewAnswer, { reading: unknown }>;

/** Counts of what was created, overwritten and skipped, and `notes` on what did not all fit. */
export type ImportResult = Answered<typeof api.import.apply.$post>;

export function loadImportSources() {
  return outcome<ImportSources>(api.import.sources.$get());
}

/** Forgets the Nightbot connection (its access token). */
export function forgetNightbot() {
  return outcome<object>(api.import.nightbot.connect.$delete());
}

/**
 * Reads the source and previews the import. StreamElements' quotes may take several requests: each
 * answer under way gives a cursor to ask again with, and the quotes read so far (`onProgress`).
 */
export async function previewImport(
  request: ImportRequest,
  onProgress: (quotesRead: number) => void = () => {},
): Promise<Outcome<ImportPreview>> {
  let answer = await outcome<PreviewAnswer>(api.import.preview.$post({ json: request }));
  while (answer.ok && 'reading' in answer) {
    onProgress(answer.reading.quotesRead);
    const cursor = answer.reading.cursor;
    answer = await outcome<PreviewAnswer>(api.import.preview.$post({ json: { ...request, cursor } }));
  }
  return answer as Outcome<ImportPreview>;
}

/** `choices` are the existing commands the streamer decided on one by one, by name. */
export function applyImport(
  request: ImportRequest,
  onExisting: OnExisting,
  choices: Record<string, OnExisting>,
) {
  return outcome<ImportResult>(api.import.apply.$post({ json: { ...request, onExisting, choices } }));
}
