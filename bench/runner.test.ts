// The bench runner with scenarios made for the test: one that never answers (and leaves a detached
// "server" of its own running, as the loopback benches do), one that reports a figure, one that fails.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { figureMarker } from './figures.ts';
import { failed, inWorkerd, type Row, runScenarios, type Scenario, smokePlan, table } from './runner.ts';

const node = (code: string): string[] => [process.execPath, '-e', code];

/** Starts a detached child that would run for ever (a server), then never answers itself. */
const hangs: Scenario = {
  name: 'hangs',
  about: 'never answers',
  command: node(`
    const { spawn } = require('node:child_process');
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000); console.log("bench-test-server")'], { detached: true, stdio: 'ignore' });
    console.log('server ' + server.pid);
    setInterval(() => {}, 1000);
  `),
};
const reports: Scenario = {
  name: 'reports',
  about: 'reports one figure',
  command: node(
    `console.log(${JSON.stringify(figureMarker)} + JSON.stringify({ name: 'answer', value: 42, unit: 'ms', goal: { atMost: 10 } }))`,
  ),
};
const breaks: Scenario = {
  name: 'breaks',
  about: 'fails',
  command: node(`console.error('the thing did not arrive'); process.exit(3)`),
};

function isRunning(pid: number): boolean {
  const state = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return state !== '' && !state.startsWith('Z');
}

describe('the bench runner', () => {
  it('stops a scenario that never answers at its limit, with what it started, and runs the next', {
    timeout: 30_000,
  }, async () => {
    let output = '';
    const started = Date.now();
    const rows = await runScenarios([hangs, reports, breaks], {
      limitSeconds: () => 2,
      smoke: false,
      graceMs: 500,
      write: (text) => {
        output += text;
      },
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(rows).toEqual<Row[]>([
      { scenario: 'hangs', failure: 'no answer in 2 s' },
      { scenario: 'reports', figure: { name: 'answer', value: 42, unit: 'ms', goal: { atMost: 10 } } },
      { scenario: 'breaks', failure: 'the thing did not arrive' },
    ]);
    expect(failed(rows)).toBe(true);
    expect(output).toContain('Rerun alone: BENCH_ONLY=hangs npm run bench');
    expect(output).toContain('Rerun alone: BENCH_ONLY=breaks npm run bench');
    const server = Number(/server (\d+)/.exec(output)?.[1]);
    expect(server).toBeGreaterThan(0);
    expect(isRunning(server)).toBe(false);
    const printed = table(rows, false);
    expect(printed).toContain('| hangs | failed: no answer in 2 s | | | no |');
    expect(printed).toContain('| reports | answer | 42 ms | ≤ 10 ms | **no** |');
  });

  it('judges no goal in a smoke run', () => {
    const rows: Row[] = [
      { scenario: 'reports', figure: { name: 'answer', value: 42, unit: 'ms', goal: { atMost: 10 } } },
    ];
    expect(table(rows, true)).toContain('| ≤ 10 ms | not judged (smoke) |');
    expect(failed(rows)).toBe(false);
  });

  it('runs the scenarios measured in workerd in one Vitest run when smoking, keeping the order', () => {
    const plain = (name: string): Scenario => ({ name, about: name, command: ['tsx', `bench/${name}.ts`] });
    const workerd = (name: string): Scenario => ({
      name,
      about: name,
      command: inWorkerd([`bench/${name}.workers.ts`]),
    });
    const plan = smokePlan([plain('a'), workerd('w1'), plain('b'), workerd('w2')]);
    expect(plan.map(({ name }) => name)).toEqual(['a', 'w1+w2', 'b']);
    expect(plan[1]?.command).toEqual(inWorkerd(['bench/w1.workers.ts', 'bench/w2.workers.ts']));
  });

  it('refuses a scenario name it does not know, with the list', () => {
    const answer = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'bench/index.ts'], {
      encoding: 'utf8',
      env: { ...process.env, BENCH_ONLY: 'keywords,nosuch' },
    });
    expect(answer.status).toBe(2);
    expect(answer.stdout).toContain('fanout');
    expect(answer.stderr).toContain('BENCH_ONLY names no scenario called nosuch');
  });
});
