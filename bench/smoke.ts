// A smoke run (BENCH_SMOKE=1, as `npm test` runs every scenario) starts each scenario's servers and pages
// for real but with tiny counts, so a change that breaks a scenario fails CI in seconds. Its figures are
// printed and no goal is judged. In workerd the flag is a binding of the bench-workers project, which
// process.env shows there.
export const smoke = process.env.BENCH_SMOKE === '1';

/** A scenario's count: the full one, or the tiny one of a smoke run. */
export const sized = (full: number, tiny: number): number => (smoke ? tiny : full);
