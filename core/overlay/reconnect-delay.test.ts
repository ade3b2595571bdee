import { describe, expect, it } from 'vitest';
import { reconnectBaseMs, reconnectDelay, reconnectMaxMs } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('starts near the base delay', () => {
    expect(reconnectDelay(0, () => 0)).toBe(reconnectBaseMs / 2);
    expect(reconnectDelay(0, () => 1)).toBe(reconnectBaseMs);
  });

  it('doubles with each attempt', () => {
    expect(reconnectDelay(3, () => 1)).toBe(reconnectBaseMs * 8);
  });

  it('never waits longer than the cap', () => {
    expect(reconnectDelay(50, () => 1)).toBe(reconnectMaxMs);
  });
});
