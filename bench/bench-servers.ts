// The servers the end-to-end benches measure against, each on a port of its own and in its own
// process group so it can be stopped whole: the Vite dev server (pages and overlays) or the Worker
// alone in workerd (no Vite proxy in the path, as in production).
import { type ChildProcess, spawn } from 'node:child_process';
import { benchAllowance } from './bench-allowance.ts';

/**
 * Keeps the end of what a server printed to stderr, to say why it stopped if it does, and stops the
 * server if the bench itself is stopped: a server left running holds the local SQLite files, and the
 * next run's writes then fail as busy.
 */
function keepErrors(server: ChildProcess): ChildProcess {
  let tail = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-2000);
  });
  errorTails.set(server, () => tail);
  running.add(server);
  server.once('exit', () => running.delete(server));
  return server;
}
const errorTails = new WeakMap<ChildProcess, () => string>();
const running = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const server of running) stopServer(server);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

export function startDevServer(port: number): ChildProcess {
  return keepErrors(
    spawn('npm', ['run', 'dev'], {
      // The Vite plugin passes these variables to the Worker only when asked to include process.env.
      env: { ...process.env, PORT: String(port), CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true', ...benchAllowance },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    }),
  );
}

/** `wrangler dev`: workerd itself listens on the port; D1 and the ChannelDO as in the dev server. */
export function startWorkerServer(
  port: number,
  vars: Record<string, string> = {},
  options: string[] = [],
): ChildProcess {
  const varArgs = Object.entries({ ...benchAllowance, ...vars }).flatMap(([name, value]) => [
    '--var',
    `${name}:${value}`,
  ]);
  return keepErrors(
    spawn(
      'npx',
      ['wrangler', 'dev', '--log-level', 'error', '--port', String(port), ...options, ...varArgs],
      {
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      },
    ),
  );
}

/**
 * The built Worker behind the static-assets router alone, as Cloudflare runs it: no `wrangler dev`
 * proxy in front (bench/deployed-shape-server.ts). Needs `vite build` and the local D1 migrated.
 */
export function startDeployedShapeServer(port: number, vars: Record<string, string> = {}): ChildProcess {
  const assignments = Object.entries({ ...benchAllowance, ...vars }).map(
    ([name, value]) => `${name}=${value}`,
  );
  return keepErrors(
    spawn('npx', ['tsx', 'bench/deployed-shape-server.ts', String(port), ...assignments], {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    }),
  );
}

/** Waits until `server` answers at `base`; if it exits first, says why (the end of its stderr). */
export async function waitForServer(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null)
      throw new Error(
        `the server exited (code ${server.exitCode}) before answering:\n${errorTails.get(server)?.() ?? ''}`,
      );
    try {
      if ((await fetch(`${base}/loggedIn`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no server answered at ${base}`);
}

/** Stops the server's whole process group; one that already exited is left alone. */
export function stopServer(server: ChildProcess): void {
  if (!server.pid || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Dev mode signs in the demo streamer at once: the headers of a same-origin API call, and the overlay key. */
export async function signInAsDemoStreamer(base: string) {
  const login = await fetch(`${base}/login`, { redirect: 'manual' });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const headers = { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' };
  const { overlaySecretKey } = (await (await fetch(`${base}/api/simulator`, { headers })).json()) as {
    overlaySecretKey: string;
  };
  return { headers, overlaySecretKey };
}
