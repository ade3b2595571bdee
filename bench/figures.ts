// One way for every bench scenario to report a figure, wherever it runs (Node or workerd): a marked
// line on stdout that `bench/index.ts` gathers into the final table. Nothing here asserts.

export type Goal = { atMost: number } | { atLeast: number } | { equals: number };

export type Figure = {
  /** What was measured, in words. */
  name: string;
  value: number;
  unit: string;
  goal?: Goal;
  /** Anything a reader needs to read the figure right (load, sample size, the peer's figure). */
  note?: string;
};

export const figureMarker = '@@figure ';

export function meetsGoal(value: number, goal: Goal): boolean {
  if ('atMost' in goal) return value <= goal.atMost;
  if ('atLeast' in goal) return value >= goal.atLeast;
  return value === goal.equals;
}

export function describeGoal(goal: Goal, unit: string): string {
  if ('atMost' in goal) return `≤ ${formatValue(goal.atMost)} ${unit}`;
  if ('atLeast' in goal) return `≥ ${formatValue(goal.atLeast)} ${unit}`;
  return `= ${formatValue(goal.equals)} ${unit}`;
}

export function formatValue(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en');
  return value.toLocaleString('en', { maximumFractionDigits: Math.abs(value) < 1 ? 3 : 1 });
}

/** Prints a figure for the table (and a readable line for whoever watches the run). */
export function report(figure: Figure): void {
  console.log(`${figureMarker}${JSON.stringify(figure)}`);
}

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** The usual latency pair for a set of samples in milliseconds. */
export function reportLatency(name: string, samples: readonly number[], goalP99Ms?: number, note?: string) {
  const n = `n=${samples.length}${note ? `; ${note}` : ''}`;
  report({ name: `${name}, p50`, value: round(percentile(samples, 0.5)), unit: 'ms', note: n });
  report({
    name: `${name}, p99`,
    value: round(percentile(samples, 0.99)),
    unit: 'ms',
    goal: goalP99Ms === undefined ? undefined : { atMost: goalP99Ms },
    note: n,
  });
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
