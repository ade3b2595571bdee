// The servers the end-to-end benches measure against, each on a port of its own and in its own
// process group so it can be stopped whole: the Vite dev server (pages and overlays) or the Worker
// alone in workerd (no Vite proxy in the path, as in production).
import { type ChildProcess, spawn } from 'node:child_process';

export function startDevServer(port: number): ChildProcess {
  return spawn('npm', ['run', 'dev'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
}

/** `wrangler dev`: workerd itself listens on the port; D1 and the ChannelDO as in the dev server. */
export function startWorkerServer(port: number, vars: Record<string, string> = {}): ChildProcess {
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  return spawn('npx', ['wrangler', 'dev', '--port', String(port), ...varArgs], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: 'ignore',
    detached: true,
  });
}

export async function waitForServer(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/loggedIn`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no server answered at ${base}`);
}

export function stopServer(server: ChildProcess): void {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
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
