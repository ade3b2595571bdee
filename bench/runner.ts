// Runs bench scenarios one at a time, each in a process group of its own with a time limit, and gathers
// the figures they report (bench/figures.ts). A scenario past its limit is stopped with everything it
// started (servers and browsers it spawned detached included: they carry the scenario's token in their
// environment) and reads "failed: no answer in N s"; the next scenario still runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { describeGoal, type Figure, figureMarker, formatValue, meetsGoal } from './figures.ts';

export type Scenario = {
  name: string;
  /** What it measures, for `BENCH_ONLY=list`. */
  about: string;
  command: string[];
  /** Needs the built client (dist/) and the local D1 migrated, as `wrangler dev` serves them. */
  needsBuild?: boolean;
  /** Its own time limit in a full run, where its counts need more than the default. */
  limitSeconds?: number;
};

export type Row = { scenario: string; figure?: Figure; failure?: string };

export type RunOptions = {
  /** A scenario still running after this many seconds is stopped and reported as failed. */
  limitSeconds: (scenario: Scenario) => number;
  /** Tiny counts and no goals judged (`BENCH_SMOKE=1` in the scenarios). */
  smoke: boolean;
  /** Where the scenario's own output goes (the console by default). */
  write?: (text: string) => void;
  /** How long a stopped scenario gets to stop its servers itself before everything is killed. */
  graceMs?: number;
};

/** The command of a scenario measured in workerd: these bench files in the bench-workers Vitest project. */
export const inWorkerd = (files: readonly string[]) => [
  'vitest',
  'run',
  '--project',
  'bench-workers',
  ...files,
];

/**
 * A smoke run's plan: the scenarios measured in workerd share one Vitest run, whose start is most of
 * their smoke time; the others run as they are.
 */
export function smokePlan(scenarios: readonly Scenario[]): Scenario[] {
  const workerd = scenarios.filter(({ command }) => command.join(' ').startsWith(inWorkerd([]).join(' ')));
  if (workerd.length < 2) return [...scenarios];
  const merged: Scenario = {
    name: workerd.map(({ name }) => name).join('+'),
    about: 'the scenarios measured in workerd, in one Vitest run',
    command: inWorkerd(workerd.flatMap(({ command }) => command.slice(inWorkerd([]).length))),
  };
  const first = scenarios.indexOf(workerd[0] as Scenario);
  const rest = scenarios.filter((scenario) => !workerd.includes(scenario));
  return [...rest.slice(0, first), merged, ...rest.slice(first)];
}

/** The variable every process a scenario starts inherits, so whatever it leaves running can be found. */
const scenarioTokenVariable = 'BENCH_SCENARIO_TOKEN';

/** How to run a scenario by itself, said under its failure. */
const rerunCommand = (name: string, smoke: boolean) =>
  `${smoke ? 'BENCH_SMOKE=1 ' : ''}BENCH_ONLY=${name.replaceAll('+', ',')} npm run bench`;

/** Processes whose environment carries `token` (Linux's /proc; elsewhere none are found). */
function processesWithToken(token: string): number[] {
  const needle = `${scenarioTokenVariable}=${token}\0`;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.map(Number).filter((pid) => {
    if (pid === process.pid) return false;
    try {
      return `${readFileSync(`/proc/${pid}/environ`, 'latin1')}\0`.includes(needle);
    } catch {
      return false;
    }
  });
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The process group of `pid` (field 5 of /proc/{pid}/stat), if it can be read. */
function groupOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Kills every process that carries the scenario's token, and each one's process group (a runtime a
 * server spawned may not carry the environment, but shares its group), until none is left (or 5 s passed).
 */
async function sweep(token: string): Promise<void> {
  const ownGroup = groupOf(process.pid);
  for (let round = 0; round < 50; round++) {
    const left = processesWithToken(token);
    if (!left.length) return;
    for (const pid of left) {
      const group = groupOf(pid);
      if (group && group !== ownGroup) kill(-group, 'SIGKILL');
      kill(pid, 'SIGKILL');
    }
    await pause(100);
  }
}

/** Stops a scenario: its group is asked to stop (its servers' own handlers run), then killed. */
async function stop(child: ChildProcess, graceMs: number): Promise<void> {
  if (!child.pid) return;
  kill(-child.pid, 'SIGTERM');
  const exited = new Promise((done) => child.once('exit', done));
  if (child.exitCode === null && child.signalCode === null) await Promise.race([exited, pause(graceMs)]);
  kill(-child.pid, 'SIGKILL');
}

/** Runs one scenario, passing its output through and keeping the figures it reports. */
async function runScenario(scenario: Scenario, options: RunOptions): Promise<Row[]> {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const token = randomUUID();
  const limit = options.limitSeconds(scenario);
  const [command, ...args] = scenario.command;
  const child = spawn(command as string, args, {
    env: {
      ...process.env,
      // Scenario commands name the project's tools (tsx, vitest) as npm scripts do.
      PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
      BENCH_SKIP_BUILD: '1',
      BENCH_SMOKE: options.smoke ? '1' : '',
      WRANGLER_SEND_METRICS: 'false',
      NO_COLOR: '1',
      [scenarioTokenVariable]: token,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let errors = '';
  let pending = '';
  const rows: Row[] = [];
  const takeLine = (line: string) => {
    const at = line.indexOf(figureMarker);
    if (at === -1) return write(`${line}\n`);
    const figure = JSON.parse(line.slice(at + figureMarker.length)) as Figure;
    rows.push({ scenario: scenario.name, figure });
    write(`  ${figure.name}: ${formatValue(figure.value)} ${figure.unit}\n`);
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) takeLine(line);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-3000);
  });

  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void stop(child, options.graceMs ?? 5000);
  }, limit * 1000);
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (done, failed) => {
      child.once('error', failed);
      child.once('exit', (code, signal) => done({ code, signal }));
    },
  ).finally(() => clearTimeout(timer));
  // Whatever it left running (a server, a browser) goes with it; its output is then complete.
  await sweep(token);
  await Promise.race([new Promise((done) => child.once('close', done)), pause(2000)]);
  if (pending) takeLine(pending);

  if (timedOut) {
    write(`  FAILED: no answer in ${limit} s. Rerun alone: ${rerunCommand(scenario.name, options.smoke)}\n`);
    return [...rows, { scenario: scenario.name, failure: `no answer in ${limit} s` }];
  }
  if (code === 0) return rows;
  const said = meaningfulLines(errors);
  const cause = said.slice(-12).join('\n') || (signal ? `stopped by ${signal}` : `exit code ${code}`);
  write(`  FAILED:\n${cause}\n  Rerun alone: ${rerunCommand(scenario.name, options.smoke)}\n`);
  // The table's row: the first line that names what went wrong (after Vitest's FAIL, where it says one),
  // else the last words.
  const failing = said.findIndex((line) => line.startsWith('FAIL '));
  const named = said
    .slice(Math.max(0, failing))
    .find((line) => /error\b.*:|failed|did not|refused|answered \d{3}/i.test(line));
  return [...rows, { scenario: scenario.name, failure: named ?? cause.split('\n').slice(-3).join(' / ') }];
}

/** Terminal colour codes (ESC [ … m). */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A failed scenario's stderr without colours, stack frames, rules and npm's own warnings. */
function meaningfulLines(text: string): string[] {
  return text
    .replaceAll(colourCodes, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) =>
        line &&
        !/^(npm warn|❯|at |⎯|\^|\(!\)|Set `VITE_|name: |triggerUncaught|node:internal)/.test(line) &&
        !/^[⎯─-]+$/.test(line),
    );
}

/** Runs the scenarios in turn; a failed or stopped one does not keep the next from running. */
export async function runScenarios(scenarios: readonly Scenario[], options: RunOptions): Promise<Row[]> {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    write(`\n== ${scenario.name}: ${scenario.about}\n`);
    const started = Date.now();
    rows.push(...(await runScenario(scenario, options)));
    write(`  (${scenario.name} took ${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
  return rows;
}

/** The results as a Markdown table; in a smoke run no goal is judged (its counts are too small). */
export function table(rows: readonly Row[], smoke: boolean): string {
  const header = '| Scenario | Figure | Measured | Goal | Met |\n| --- | --- | --- | --- | --- |';
  const lines = rows.map(({ scenario, figure, failure }) => {
    if (!figure) return `| ${scenario} | failed: ${failure?.replaceAll('|', '/')} | | | no |`;
    const measured = `${formatValue(figure.value)} ${figure.unit}${figure.note ? ` (${figure.note})` : ''}`;
    const goal = figure.goal ? describeGoal(figure.goal, figure.unit) : '';
    const judged = meetsGoal(figure.value, figure.goal ?? { atLeast: Number.NEGATIVE_INFINITY });
    const met = !figure.goal ? '' : smoke ? 'not judged (smoke)' : judged ? 'yes' : '**no**';
    return `| ${scenario} | ${figure.name} | ${measured} | ${goal} | ${met} |`;
  });
  return [header, ...lines].join('\n');
}

export const failed = (rows: readonly Row[]) => rows.some((row) => row.failure);
