// The import from another bot in workerd, in dev mode: a StreamElements account with 1,000 commands and
// 10,000 quotes (read from a fake of StreamElements' API, 100 quotes a page as the client asks), previewed
// and then applied into an empty channel, through the worker as the Import page calls it. Each run uses
// a fresh channel. Run by `npm run bench`. Prints figures; asserts nothing about time.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import { demoStreamElementsCommands, demoStreamElementsQuotes } from '../core/import/demo-streamelements';
import { openDatabase } from '../db/client';
import { createSession } from '../db/sessions';
import { upsertStreamer } from '../db/streamers';
import { routeOutboundFetch } from '../test/fakes/outbound';
import { createFakeStreamElements } from '../test/fakes/streamelements';
import { streamElementsJwtFor } from '../test/integration/import-fixture';
import worker from '../worker/index';
import { report, round } from './figures';
import { sized } from './smoke';

const runs = sized(3, 1);
const commandCount = sized(1000, 20);
const quoteCount = sized(10_000, 100);
const origin = 'http://localhost';
const jwt = streamElementsJwtFor('bench');
const seChannel = 'bench-se-channel';

/** This project has a Twitch app configured; without one the worker is in dev mode. */
const devMode = { ...env, TWITCH_CLIENT_ID: undefined, TWITCH_CLIENT_SECRET: undefined };

/** The demo account's commands and quotes, repeated under new names to the sizes measured. */
const commands = Array.from({ length: commandCount }, (_, i) => {
  const model = demoStreamElementsCommands[i % demoStreamElementsCommands.length];
  return { ...model, _id: `cmd${i}`, command: `${model?.command}${i}`, aliases: [] };
});
const quotes = Array.from({ length: quoteCount }, (_, i) => {
  const model = demoStreamElementsQuotes[i % demoStreamElementsQuotes.length];
  return { ...model, _id: `quote${i}`, quoteId: i + 1, message: `${model?.message} (${i + 1})` };
});

/** POSTs as the Import page does; how long the answer took, and the answer. */
async function call(cookie: string, path: string, body: unknown) {
  const start = performance.now();
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    devMode,
    ctx,
  );
  const answer = (await response.json()) as Record<string, unknown>;
  await waitOnExecutionContext(ctx);
  if (!answer.status) throw new Error(`${path} answered ${response.status}: ${answer.reason}`);
  return { ms: performance.now() - start, answer };
}

const median = (samples: readonly number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

it('measures an import of 1,000 commands and 10,000 quotes', { timeout: 600_000 }, async () => {
  const se = createFakeStreamElements({ channels: { [jwt]: seChannel } });
  se.setBot(seChannel, { commands, timers: [], quotes });
  const restore = routeOutboundFetch(se.hosts);
  const previews: number[] = [];
  const applies: number[] = [];
  let previewRequests = 0;
  try {
    const db = openDatabase(env.DB);
    for (let run = 0; run < runs; run++) {
      const streamerId = String(71_000_000 + run);
      await upsertStreamer(
        db,
        { streamerId, login: `import_bench${run}`, displayName: 'ImportBench' },
        null,
        Date.now(),
      );
      const cookie = `session=${await createSession(db, streamerId, Date.now())}`;
      // StreamElements' quotes take several previews to read (each within the Free plan's subrequests):
      // the page asks on with the cursor until the read is whole, then imports with it.
      const request: { source: string; jwt: string; cursor?: string } = { source: 'streamelements', jwt };
      let previewMs = 0;
      let requests = 0;
      for (;;) {
        const { ms, answer } = await call(cookie, '/api/import/preview', request);
        previewMs += ms;
        requests += 1;
        const reading = answer.reading as { cursor: string } | undefined;
        request.cursor = reading?.cursor ?? (answer.cursor as string | undefined);
        if (!reading) break;
        if (requests > 1000) throw new Error('the preview never finished reading StreamElements');
      }
      previews.push(previewMs);
      previewRequests = requests;
      const applied = await call(cookie, '/api/import/apply', { ...request, onExisting: 'skip' });
      const created = applied.answer.created as { commands: number; quotes: number };
      if (created.commands !== commandCount || created.quotes !== quoteCount)
        throw new Error(`the import created ${JSON.stringify(created)}`);
      applies.push(applied.ms);
    }
  } finally {
    restore();
  }
  const note = `median of ${runs} runs, each into an empty channel; the preview read StreamElements over ${previewRequests} requests; StreamElements is a fake in the same isolate`;
  const figures = [
    ['preview', previews, 5000],
    ['apply', applies, 20_000],
  ] as const;
  for (const [step, samples, goal] of figures)
    report({
      name: `Import ${step}, ${commandCount.toLocaleString('en')} commands + ${quoteCount.toLocaleString('en')} quotes (dev mode, workerd)`,
      value: round(median(samples), 0),
      unit: 'ms',
      goal: { atMost: goal },
      note,
    });
});
