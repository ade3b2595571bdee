import { describe, expect, it } from 'vitest';
import { splitChatMessage } from './split-message';

describe('splitChatMessage', () => {
  it('keeps a short message whole', () => {
    expect(splitChatMessage('hello  there ')).toEqual(['hello there']);
  });

  it('splits between words so no message passes the limit', () => {
    const text = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    const parts = splitChatMessage(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(500);
    expect(parts.join(' ')).toBe(text);
  });

  it('cuts a single word longer than a message', () => {
    expect(splitChatMessage('x'.repeat(1200))).toEqual(['x'.repeat(500), 'x'.repeat(500), 'x'.repeat(200)]);
  });

  it('sends nothing for an empty reply', () => {
    expect(splitChatMessage('   ')).toEqual([]);
  });
});
