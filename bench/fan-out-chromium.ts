// The fan-out bench's Chromium readers: pages of the carousel overlay, each opening `count` more
// carousel sockets as the page's own script would, and reporting, once all of a page's sockets got a
// viewer's event, when each did (epoch milliseconds), in the lines bench/fan-out-client.ts prints.
// OBS's browser sources are Chromium: this is the reader OBS is, with its own cost on this machine.
import type { Browser, Page } from 'playwright';
import { within } from './within.ts';

/** Opens `pages` overlay pages at `pageUrl`, each reading `count` sockets at `url`; reports go to `report`. */
export async function openChromiumReaders(
  browser: Browser,
  {
    pageUrl,
    url,
    pages,
    count,
    prefix,
  }: { pageUrl: string; url: string; pages: number; count: number; prefix: string },
  report: (page: number, line: string) => void,
): Promise<Page[]> {
  const opened: Page[] = [];
  for (let index = 0; index < pages; index++) {
    // A context each, so each page is a renderer process of its own, as each OBS source is.
    const page = await (await browser.newContext()).newPage();
    await page.exposeFunction('reportArrivals', (line: string) => report(index, line));
    await page.goto(pageUrl);
    const opening = page.evaluate(
      async ({ url, count, prefix }) => {
        const seen = new Map<string, number[]>();
        const page = window as unknown as { benchSockets: WebSocket[]; reportArrivals(line: string): void };
        page.benchSockets = [];
        const opening: Promise<unknown>[] = [];
        for (let i = 0; i < count; i++) {
          const socket = new WebSocket(url);
          const known = new Set<string>();
          socket.addEventListener('message', (message) => {
            const at = performance.timeOrigin + performance.now();
            for (const [, user] of String(message.data).matchAll(/"name":"([^"]*)"/g)) {
              if (!user?.startsWith(prefix) || known.has(user)) continue;
              known.add(user);
              const arrivals = seen.get(user) ?? [];
              arrivals.push(at);
              seen.set(user, arrivals);
              if (arrivals.length === count) {
                seen.delete(user);
                page.reportArrivals(JSON.stringify({ user, arrivals }));
              }
            }
          });
          page.benchSockets.push(socket);
          opening.push(
            new Promise((resolve, reject) => {
              socket.addEventListener('open', resolve);
              socket.addEventListener('error', () => reject(new Error('a Chromium socket did not open')));
            }),
          );
        }
        await Promise.all(opening);
      },
      { url, count, prefix },
    );
    await within(opening, 60_000, `the opening of a Chromium page's ${count} sockets`);
    opened.push(page);
  }
  return opened;
}
