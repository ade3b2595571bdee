// The built Worker served by workerd the way Cloudflare runs it, for the benches whose figures the
// dev server's own hops would skew: the socket goes straight to the static-assets router (as on
// Cloudflare, where a Worker with assets sits behind the router), then the Worker and its objects.
// `wrangler dev` adds its proxy worker in a second workerd in front of that, which re-frames and
// re-compresses every WebSocket message. Reads the configuration `vite build` writes
// (dist/streambot/wrangler.json) and the local D1 `npm run db:migrate:local` prepared.
// Usage: tsx bench/deployed-shape-server.ts <port> [NAME=value ...]
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type * as MiniflareModule from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

// The Miniflare (and so the workerd) wrangler itself runs, not another copy the tree holds.
const { convertV4MiniflareOptions, Miniflare } = createRequire(import.meta.resolve('wrangler'))(
  'miniflare',
) as typeof MiniflareModule;

const [portText, ...assignments] = process.argv.slice(2);
const built = resolve('dist/streambot');
const vars = Object.fromEntries(
  assignments.map((assignment) => {
    const at = assignment.indexOf('=');
    return [assignment.slice(0, at), assignment.slice(at + 1)];
  }),
);

const { workerOptions } = unstable_getMiniflareWorkerOptions(`${built}/wrangler.json`);
// The build's module rules cannot be carried into Miniflare's options as they are: name the
// modules instead (the Worker and the WebAssembly it imports).
const { modulesRules: _rules, ...options } = workerOptions;
const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    ...options,
    name: 'streambot',
    modulesRoot: built,
    modules: [
      { type: 'ESModule', path: `${built}/index.js` },
      ...readdirSync(`${built}/assets`)
        .filter((name) => name.endsWith('.wasm'))
        .map((name) => ({ type: 'CompiledWasm' as const, path: `${built}/assets/${name}` })),
    ],
    resourcePersistencePath: resolve('.wrangler/state/v3'),
    bindings: { ...(options.bindings as object | undefined), ...vars },
    unsafeDirectSockets: [{ host: '127.0.0.1', port: Number(portText) }],
    // wrangler states the options in its own copy of Miniflare's types.
  } as unknown as MiniflareModule.V4MiniflareOptions),
);
await miniflare.ready;
const stop = () => void miniflare.dispose().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
