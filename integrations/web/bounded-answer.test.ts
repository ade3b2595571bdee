import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEmoteSet } from '../emotes/emote-set-api';
import { AnswerTooLargeError, isAnswerTooLarge, limitAnswer, megabytes } from './bounded-answer';

/** A 200 MB answer with no declared size, made chunk by chunk as it is read; `pulled` counts what was. */
function hugeStreamedAnswer() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const total = megabytes(200);
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { response: new Response(body, { headers: { 'Content-Type': 'application/json' } }), counter };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('limitAnswer', () => {
  it('refuses a 200 MB streamed answer after reading little more than its limit', async () => {
    const { response, counter } = hugeStreamedAnswer();
    const error = await limitAnswer(response, megabytes(4))
      .text()
      .catch((e: unknown) => e);
    expect(isAnswerTooLarge(error)).toBe(true);
    expect(counter.pulled).toBeLessThan(megabytes(5));
  });

  it('refuses unread an answer declaring more than its limit', async () => {
    const response = new Response('x'.repeat(100), { headers: { 'Content-Length': '100' } });
    await expect(limitAnswer(response, 10).text()).rejects.toThrow(AnswerTooLargeError);
  });

  it('passes an answer within its limit whole', async () => {
    expect(await limitAnswer(Response.json({ ok: true }), 100).json()).toEqual({ ok: true });
  });

  it('keeps an emote set answer of 200 MB with no length from being read whole', async () => {
    const { response, counter } = hugeStreamedAnswer();
    vi.stubGlobal('fetch', async () => response);
    await expect(fetchEmoteSet('bttv', 'global', '1')).rejects.toThrow('too large');
    expect(counter.pulled).toBeLessThan(megabytes(5));
  });
});
