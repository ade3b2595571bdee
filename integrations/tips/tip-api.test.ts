import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getTipApi, TipCheckFailedError, TipTokenRefusedError } from './tip-api';

// A local service answering by path: a status and body, or no answer at all.
let server: Server;
let base = '';
const seenAuthorization: (string | undefined)[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    seenAuthorization.push(request.headers.authorization);
    if (request.url === '/silent') return;
    const status = Number(request.url?.slice(1)) || 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(request.url === '/garbled' ? '{"total":' : JSON.stringify({ total: 3 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const schema = z.object({ total: z.number() });

describe('a tip service REST call', () => {
  it('sends the token as a Bearer and returns the checked answer', async () => {
    expect(await getTipApi(`${base}/200`, 'secret-token', schema)).toEqual({ total: 3 });
    expect(seenAuthorization.at(-1)).toBe('Bearer secret-token');
  });

  it.each([401, 403])('reads HTTP %i as the token refused', async (status) => {
    await expect(getTipApi(`${base}/${status}`, 't', schema)).rejects.toBeInstanceOf(TipTokenRefusedError);
  });

  it('reads a 5xx or an unreadable answer as a failed check, naming the host only', async () => {
    const host = new URL(base).host;
    await expect(getTipApi(`${base}/503`, 't', schema)).rejects.toThrow(
      new TipCheckFailedError(`${host} answered HTTP 503.`),
    );
    await expect(getTipApi(`${base}/garbled`, 't', schema)).rejects.toThrow(
      new TipCheckFailedError(`${host} sent an answer this bot cannot read.`),
    );
  });

  it('gives up on a service that does not answer in time', async () => {
    const host = new URL(base).host;
    await expect(getTipApi(`${base}/silent`, 't', schema, 100)).rejects.toThrow(
      new TipCheckFailedError(`${host} did not answer within 0.1 seconds.`),
    );
  });
});
