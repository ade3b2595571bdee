// {urlget} reaches only the public internet: every spelling of a private address, and redirects into
// one, are refused with the keyword's note; a public address (a fake here) is read.
import { afterEach, describe, expect, it } from 'vitest';
import { routeOutboundFetch } from '../fakes/outbound';
import { type StreamerFixture, streamerFixture } from './live-events-fixture';

let restore = () => {};
afterEach(() => restore());

async function replyTo(streamer: StreamerFixture, address: string): Promise<string[]> {
  const name = `u${crypto.randomUUID().slice(0, 8)}`;
  const added = await streamer.api('POST', '/api/commands', {
    format: 'add',
    command: { command: name, type: 'Text', text: `got: {urlget.${address}}` },
  });
  expect(added.status).toBe(200);
  const { body } = await streamer.api('POST', '/api/simulator/chat', {
    user: 'viewer',
    text: `!${name}`,
    roles: [],
  });
  return body.replies as string[];
}

describe('{urlget}', () => {
  it('reads a public address', async () => {
    restore = routeOutboundFetch({ 'example.com': { fetch: () => new Response('hello from outside') } });
    const streamer = await streamerFixture();
    expect(await replyTo(streamer, 'https://example.com/greeting')).toEqual(['got: hello from outside']);
  });

  it.each([
    'http://127.0.0.1:8787/api/simulator',
    'http://localhost:8787/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://0177.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
  ])('refuses %s without fetching it', async (address) => {
    let fetched = 0;
    restore = routeOutboundFetch({});
    const original = globalThis.fetch;
    globalThis.fetch = (...args) => {
      fetched++;
      return original(...args);
    };
    const streamer = await streamerFixture();
    try {
      expect(await replyTo(streamer, address)).toEqual(['got: (urlget reaches only public web addresses)']);
    } finally {
      globalThis.fetch = original;
    }
    expect(fetched).toBe(0);
  });

  it('refuses a redirect into a private address, and more than three redirects', async () => {
    const hops: string[] = [];
    restore = routeOutboundFetch({
      'example.com': {
        fetch: (request) => {
          const path = new URL(request.url).pathname;
          hops.push(path);
          if (path === '/to-inside')
            return new Response(null, { status: 302, headers: { Location: 'http://127.0.0.1/' } });
          const step = Number(path.slice(1)) || 0;
          return new Response(null, { status: 301, headers: { Location: `/${step + 1}` } });
        },
      },
    });
    const streamer = await streamerFixture();
    expect(await replyTo(streamer, 'https://example.com/to-inside')).toEqual([
      'got: (urlget reaches only public web addresses)',
    ]);
    expect(await replyTo(streamer, 'https://example.com/0')).toEqual([
      'got: (urlget follows at most 3 redirects)',
    ]);
    expect(hops).toEqual(['/to-inside', '/0', '/1', '/2', '/3']);
  });
});
