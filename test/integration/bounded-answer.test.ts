import { describe, expect, it } from 'vitest';
import { isAnswerTooLarge, limitAnswer, megabytes } from '../../integrations/web/bounded-answer';

// The same cut inside workerd, whose streams (not Node's) carry the answers in production.
describe('limitAnswer in workerd', () => {
  it('refuses a 200 MB answer with no declared size after reading little more than its limit', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= megabytes(200)) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const error = await limitAnswer(new Response(body), megabytes(4))
      .json()
      .catch((e: unknown) => e);
    expect(isAnswerTooLarge(error)).toBe(true);
    expect(pulled).toBeLessThan(megabytes(5));
  });
});
