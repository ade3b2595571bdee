import { describe, expect, it } from 'vitest';
import { type FloodGate, flushFloodGate, openFloodGate, passFloodGate } from './flood-gate';

const run = (times: number[], gate: FloodGate = openFloodGate) => {
  const passed: number[] = [];
  for (const at of times) {
    const next = passFloodGate(gate, at);
    if (next.pass) passed.push(at);
    gate = next.gate;
  }
  return { passed, gate };
};

describe('the flood gate', () => {
  it('lets 10 reactions a minute through and holds the rest for one gathered message', () => {
    const { passed, gate } = run(Array.from({ length: 200 }, (_, i) => 1_000 + i * 100));
    expect(passed).toHaveLength(10);
    expect(gate.gathered).toBe(190);
    // Due when the first of the minute's ten is a minute old: within the next minute.
    expect(gate.flushAt).toBe(61_000);
  });

  it('says the gathered count once, when it is due, and opens again after', () => {
    const { gate } = run(Array.from({ length: 15 }, (_, i) => i));
    expect(flushFloodGate(gate, 60_000 - 1).count).toBe(0);
    const flushed = flushFloodGate(gate, 60_000);
    expect(flushed.count).toBe(5);
    expect(flushed.gate.gathered).toBe(0);
    expect(flushFloodGate(flushed.gate, 60_001).count).toBe(0);
    expect(passFloodGate(flushed.gate, 61_000).pass).toBe(true);
  });

  it('keeps the order: nothing passes while a gathered message is waiting', () => {
    const { gate } = run(Array.from({ length: 11 }, (_, i) => i * 1000));
    expect(passFloodGate(gate, 59_999).pass).toBe(false);
    expect(passFloodGate(gate, 70_000).pass).toBe(false);
  });

  it('never holds back a trickle', () => {
    const { passed } = run(Array.from({ length: 50 }, (_, i) => i * 7_000));
    expect(passed).toHaveLength(50);
  });
});
