// The one way the import reads another bot's API (Nightbot, StreamElements): a Bearer token, a time
// limit, and failures that say in plain words whether the source refused the credentials or could not
// be read. The token stays out of every message.
import { isAnswerTooLarge, limitAnswer, megabytes } from '../web/bounded-answer';

/** The source answered HTTP 401 or 403: the token or JWT is not (or no longer) accepted. */
export class SourceRefusedError extends Error {
  constructor(readonly httpStatus: number) {
    super(`refused with HTTP ${httpStatus}`);
  }
}

/** The source could not be read now (network, time limit, 5xx, an answer that is not JSON). */
export class SourceUnavailableError extends Error {}

/** An import waits this long for one answer at most. */
export const sourceTimeoutMs = 15_000;
/** One page of another bot's commands, timers or quotes is far smaller; a larger answer is refused. */
const maxSourceAnswerBytes = megabytes(8);

/** GETs `url` as JSON with the token; `service` names the source in the failure's words. */
export async function getSourceJson(url: string, token: string, service: string): Promise<unknown> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), sourceTimeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: abort.signal,
    });
  } catch {
    throw new SourceUnavailableError(
      abort.signal.aborted
        ? `${service} did not answer within ${sourceTimeoutMs / 1000} seconds. Try again later.`
        : `${service} could not be reached. Try again later.`,
    );
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new SourceRefusedError(response.status);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceUnavailableError(
      response.status === 429
        ? `${service} asks to wait before more requests (HTTP 429). Try again in a minute.`
        : `${service} answered HTTP ${response.status}. Try again later.`,
    );
  }
  const read = await limitAnswer(response, maxSourceAnswerBytes)
    .json()
    .then(
      (body: unknown) => ({ body }),
      (error: unknown) => ({ error }),
    );
  if ('error' in read)
    throw new SourceUnavailableError(
      isAnswerTooLarge(read.error)
        ? `${service} sent an answer larger than ${maxSourceAnswerBytes / megabytes(1)} MB, more than an import reads.`
        : `${service} sent an answer that is not JSON.`,
    );
  return read.body;
}
