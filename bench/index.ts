// npm run bench: builds once, runs each scenario (bench/scenarios.ts) in a process of its own with a time
// limit (bench/runner.ts), gathers the figures they report and prints one table: each figure, its goal,
// met or not. A scenario that fails or hangs is a row saying why, the others still run, and the command
// exits non-zero. BENCH_ONLY=name[,name] runs some of them; BENCH_SMOKE=1 runs them all with tiny counts
// and judges no goal (npm test does, so a broken scenario fails CI); BENCH_LIMIT_S sets each scenario's
// limit in seconds.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { failed, type Row, runScenarios, type Scenario, smokePlan, table } from './runner.ts';
import { scenarios } from './scenarios.ts';
import { smoke } from './smoke.ts';

/** A full scenario's limit (unless it names its own) and a smoke one's; BENCH_LIMIT_S sets every one. */
const defaultLimitSeconds = smoke ? 300 : 600;
const forcedLimit = process.env.BENCH_LIMIT_S ? Number(process.env.BENCH_LIMIT_S) : undefined;
const limitSeconds = (scenario: Scenario) =>
  forcedLimit ?? (smoke ? defaultLimitSeconds : (scenario.limitSeconds ?? defaultLimitSeconds));

function chosen() {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!only?.length) return scenarios;
  const unknown = only.filter(
    (name) => name !== 'list' && !scenarios.some((scenario) => scenario.name === name),
  );
  if (unknown.length || only.includes('list')) {
    for (const { name, about } of scenarios) console.log(`${name.padEnd(10)} ${about}`);
    if (unknown.length) {
      console.error(`BENCH_ONLY names no scenario called ${unknown.join(', ')}: choose from the list above.`);
      process.exit(2);
    }
    process.exit(0);
  }
  return scenarios.filter((scenario) => only.includes(scenario.name));
}

/** Builds the client and migrates the local D1; `BENCH_BUILT=1` says the build is fresh (npm test's). */
function prepare(): string | undefined {
  const steps = [
    ...(process.env.BENCH_BUILT === '1' ? [] : [['vite', 'build']]),
    ['npm', 'run', 'db:migrate:local'],
  ];
  for (const [command, ...args] of steps) {
    const result = spawnSync('npx', [command as string, ...args], {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    if (result.status !== 0)
      return `${[command, ...args].join(' ')} failed:\n${(result.stderr || result.stdout).slice(-1500)}`;
  }
  return undefined;
}

if (forcedLimit !== undefined && !(forcedLimit > 0)) {
  console.error(`BENCH_LIMIT_S must be a number of seconds above 0, not "${process.env.BENCH_LIMIT_S}".`);
  process.exit(2);
}
const selected = chosen();
const rows: Row[] = [];
const started = Date.now();
const startLoad = loadavg()[0]?.toFixed(1);
const failedBuild = selected.some((scenario) => scenario.needsBuild) ? prepare() : undefined;
const unbuilt = failedBuild ? selected.filter((scenario) => scenario.needsBuild) : [];
for (const { name } of unbuilt) rows.push({ scenario: name, failure: failedBuild });
const runnable = selected.filter((scenario) => !unbuilt.includes(scenario));
rows.push(...(await runScenarios(smoke ? smokePlan(runnable) : runnable, { limitSeconds, smoke })));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${startLoad} at the start and ${loadavg()[0]?.toFixed(1)} at the end`;
const kind = smoke ? 'Smoke run (tiny counts, no goal judged)' : 'Bench';
const result = `${kind} of ${new Date().toISOString()} on ${machine}; ${selected.length} scenarios in ${minutes} min\n\n${table(rows, smoke)}\n`;
const file = smoke ? 'bench/results-smoke.md' : 'bench/results.md';
writeFileSync(file, result);
console.log(`\n${result}\n(also written to ${file})`);
process.exit(failed(rows) ? 1 : 0);
