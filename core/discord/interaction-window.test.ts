import { describe, expect, it } from 'vitest';
import { isFreshTimestamp } from './interaction-window';

const now = Date.UTC(2026, 10, 27, 8, 0, 0);
const stamp = (offsetSeconds: number) => String(now / 1000 + offsetSeconds);

describe('isFreshTimestamp', () => {
  it('takes a stamp from five minutes ago to one minute ahead', () => {
    for (const offset of [-300, -1, 0, 59, 60]) expect(isFreshTimestamp(stamp(offset), now)).toBe(true);
  });

  it('refuses an older or a later stamp', () => {
    for (const offset of [-301, -30 * 24 * 3600, 61, 365 * 24 * 3600])
      expect(isFreshTimestamp(stamp(offset), now)).toBe(false);
  });

  it('refuses what is not whole seconds', () => {
    for (const junk of ['', '1.5', '-5', '1e9', ' 1764230400', '9'.repeat(13)])
      expect(isFreshTimestamp(junk, now)).toBe(false);
  });
});
