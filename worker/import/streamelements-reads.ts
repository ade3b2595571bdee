// A read of StreamElements over several requests: its quotes come 100 a page and a request makes at
// most `streamElementsCallsPerRequest` calls, so a long list is read in parts. The first answer that
// is not the whole read gives a cursor; the page asks again with it until the read is whole, and then
// imports with it. What was read so far waits in R2 under `imports/{channel}/{cursor}/` until the
// import is applied; the hourly cron deletes what was never applied a day on. A cursor is the
// channel's own (its path), the JWT's (its hash is kept) and good for an hour.
import { sha256Hex } from '../../core/encoding/sha256-hex';
import {
  continueStreamElementsRead,
  type QuotesPosition,
  startStreamElementsRead,
} from '../../integrations/import/streamelements-bot-api';
import { HttpError } from '../http-error';

export const streamElementsReads = {
  prefix: 'imports/',
  cursorMs: 60 * 60 * 1000,
  keepMs: 24 * 60 * 60 * 1000,
};

type ReadState = {
  jwtHash: string;
  startedAt: number;
  commands: unknown;
  timers: unknown;
  /** Quote pages are kept in batches, one object per request. */
  batches: number;
  quotesRead: number;
  next: QuotesPosition | null;
};

/** The source's answers once read whole (with the cursor to import them by), or the read under way. */
export type StreamElementsRead =
  | { answers: Record<string, unknown>; cursor?: string }
  | { reading: { cursor: string; quotesRead: number } };

const readPrefix = (streamerId: string, cursor: string) =>
  `${streamElementsReads.prefix}${streamerId}/${cursor}/`;
const stateKey = (streamerId: string, cursor: string) => `${readPrefix(streamerId, cursor)}state`;
const batchKey = (streamerId: string, cursor: string, batch: number) =>
  `${readPrefix(streamerId, cursor)}quotes-${batch}`;

/** A cursor of no read of this channel's (never, or imported already). */
export const unknownRead = () =>
  new HttpError(404, 'This read of StreamElements is not known, or was imported already: preview again.');

/** Reads the channel's setup with `jwt`: from the start, or on from `cursor`. */
export async function readStreamElements(
  bucket: R2Bucket,
  streamerId: string,
  jwt: string,
  cursor: string | undefined,
  now: number,
): Promise<StreamElementsRead> {
  if (!cursor) {
    const first = await startStreamElementsRead(jwt);
    const { commands, timers, quotes, next } = first;
    if (!next) return { answers: { commands, timers, quotes } };
    const state = {
      jwtHash: await sha256Hex(jwt),
      startedAt: now,
      commands,
      timers,
      batches: 0,
      quotesRead: 0,
      next,
    };
    return keepBatch(bucket, streamerId, crypto.randomUUID(), state, quotes as unknown[]);
  }
  const state = await readState(bucket, streamerId, cursor, jwt, now);
  // Read whole already (the page asked again, or imports now): nothing more is sent to StreamElements.
  if (!state.next) return { answers: await wholeRead(bucket, streamerId, cursor, state), cursor };
  const more = await continueStreamElementsRead(jwt, state.next);
  return keepBatch(bucket, streamerId, cursor, { ...state, next: more.next }, more.quotes as unknown[]);
}

async function keepBatch(
  bucket: R2Bucket,
  streamerId: string,
  cursor: string,
  state: ReadState,
  quotes: unknown[],
): Promise<StreamElementsRead> {
  await bucket.put(batchKey(streamerId, cursor, state.batches), JSON.stringify(quotes));
  const kept = { ...state, batches: state.batches + 1, quotesRead: state.quotesRead + quotes.length };
  await bucket.put(stateKey(streamerId, cursor), JSON.stringify(kept));
  if (kept.next) return { reading: { cursor, quotesRead: kept.quotesRead } };
  return { answers: await wholeRead(bucket, streamerId, cursor, kept), cursor };
}

async function readState(
  bucket: R2Bucket,
  streamerId: string,
  cursor: string,
  jwt: string,
  now: number,
): Promise<ReadState> {
  const stored = await bucket.get(stateKey(streamerId, cursor));
  if (!stored) throw unknownRead();
  const state = (await stored.json()) as ReadState;
  if (now - state.startedAt > streamElementsReads.cursorMs)
    throw new HttpError(409, 'This read of StreamElements started over an hour ago: preview again.');
  if (state.jwtHash !== (await sha256Hex(jwt)))
    throw new HttpError(409, 'This read of StreamElements was started with another JWT: preview again.');
  return state;
}

async function wholeRead(
  bucket: R2Bucket,
  streamerId: string,
  cursor: string,
  state: ReadState,
): Promise<Record<string, unknown>> {
  const batches = await Promise.all(
    Array.from({ length: state.batches }, async (_, batch) => {
      const stored = await bucket.get(batchKey(streamerId, cursor, batch));
      if (!stored) throw new HttpError(409, 'Part of this read of StreamElements is gone: preview again.');
      return (await stored.json()) as unknown[];
    }),
  );
  return { commands: state.commands, timers: state.timers, quotes: batches.flat() };
}

/** The import was applied: what was read goes. */
export async function forgetStreamElementsRead(bucket: R2Bucket, streamerId: string, cursor: string) {
  const kept = await bucket.list({ prefix: readPrefix(streamerId, cursor) });
  if (kept.objects.length > 0) await bucket.delete(kept.objects.map((entry) => entry.key));
}
