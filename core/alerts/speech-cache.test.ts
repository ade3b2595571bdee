import { describe, expect, it } from 'vitest';
import { isSpeechEntryDue, speechCacheKey } from './speech-cache';

const day = 24 * 60 * 60 * 1000;
const hash = 'ab'.repeat(32);

describe('the hosted speech cache', () => {
  it("keys a channel's audio under the channel", () => {
    expect(speechCacheKey('1234', hash)).toBe(`speech/1234/${hash}`);
  });

  it('keeps an entry 30 days from when it was made, then lets it go', () => {
    const key = speechCacheKey('1234', hash);
    expect(isSpeechEntryDue(key, 0, 30 * day)).toBe(false);
    expect(isSpeechEntryDue(key, 0, 30 * day + 1)).toBe(true);
  });

  it('lets a key of the former shared cache go whatever its age, since nothing reads it', () => {
    expect(isSpeechEntryDue(`speech/${hash}`, 0, 1)).toBe(true);
  });
});
