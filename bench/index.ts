// npm run bench: builds once, runs each scenario in a process of its own, gathers the figures they
// report (bench/figures.ts) and prints one table: each figure, its goal, met or not. A scenario that
// fails is a row saying why, and the others still run. BENCH_ONLY=name[,name] runs some of them.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { describeGoal, type Figure, figureMarker, formatValue, meetsGoal } from './figures.ts';

type Scenario = {
  name: string;
  /** What it measures, for `BENCH_ONLY=list`. */
  about: string;
  command: string[];
  /** Needs the built client (dist/) and the local D1 migrated, as `wrangler dev` serves them. */
  needsBuild?: boolean;
};

const scenarios: Scenario[] = [
  { name: 'keywords', about: 'keyword engine against LiquidJS', command: ['tsx', 'bench/keyword-engine.ts'] },
  {
    name: 'moderation',
    about: 'chat moderation per message (every filter, 2,000 entries) against obscenity',
    command: ['tsx', 'bench/moderation.ts'],
  },
  {
    name: 'workerd',
    about: 'chat on one channel, fan-out inside the object, quotes, clip lists (in workerd, fake Helix)',
    command: [
      'vitest',
      'run',
      '--project',
      'bench-workers',
      '--exclude',
      'bench/channel-cost.workers.ts',
      '--exclude',
      'bench/import.workers.ts',
      '--exclude',
      'bench/free-plan.workers.ts',
    ],
  },
  {
    name: 'cost',
    about: 'what one channel-day uses and costs to host a month, at list prices (in workerd, fake Helix)',
    command: ['vitest', 'run', '--project', 'bench-workers', 'bench/channel-cost.workers.ts'],
  },
  {
    name: 'free',
    about:
      'the Workers Free plan: each request kind one at a time, a typical and a 10× channel-day against the allowances (in workerd)',
    command: ['vitest', 'run', '--project', 'bench-workers', 'bench/free-plan.workers.ts'],
  },
  {
    name: 'bundle',
    about: "the Worker's upload, gzipped, from wrangler deploy --dry-run, against the Free plan's limit",
    command: ['tsx', 'bench/worker-size.ts'],
    needsBuild: true,
  },
  {
    name: 'import',
    about:
      'an import of 1,000 commands and 10,000 quotes: preview and apply (in workerd, fake StreamElements)',
    command: ['vitest', 'run', '--project', 'bench-workers', 'bench/import.workers.ts'],
  },
  {
    name: 'live',
    about: 'EventSub, Simulator, Discord and overlay paths over loopback',
    command: ['tsx', 'bench/run.ts'],
    needsBuild: true,
  },
  {
    name: 'fanout',
    about:
      'one event to 200 and 1,000 overlay sockets (the built Worker behind the assets router, as deployed)',
    command: ['tsx', 'bench/fan-out.ts'],
    needsBuild: true,
  },
  {
    name: 'memory',
    about: 'workerd memory over 20,000 messages and 1,000 socket cycles',
    command: ['tsx', 'bench/memory.ts'],
    needsBuild: true,
  },
  {
    name: 'fault',
    about: 'deliveries with the server killed part-way',
    command: ['tsx', 'bench/fault.ts'],
    needsBuild: true,
  },
  {
    name: 'sizes',
    about: 'dashboard first load and overlay scripts, gzipped',
    command: ['tsx', 'bench/overlay-size.ts'],
    needsBuild: true,
  },
  {
    name: 'endurance',
    about: 'overlays left open in Chromium',
    command: ['tsx', 'bench/overlay-endurance.ts'],
    needsBuild: true,
  },
  {
    name: 'emotes',
    about: 'the emote mover in Chromium',
    command: ['tsx', 'bench/emote-mover.ts'],
    needsBuild: true,
  },
  {
    name: 'alerts',
    about: 'alerts: EventSub follow to the overlay socket, 100 queued alerts played through',
    command: ['tsx', 'bench/alerts.ts'],
    needsBuild: true,
  },
  {
    name: 'clips',
    about: 'the clip reel in Chromium',
    command: ['tsx', 'bench/clip-reel.ts'],
    needsBuild: true,
  },
  {
    name: 'public',
    about:
      'the public commands page at 1,000 commands and 50,000 quotes: answer time, gzipped size, first paint',
    command: ['tsx', 'bench/public-page.ts'],
    needsBuild: true,
  },
];

type Row = { scenario: string; figure?: Figure; failure?: string };

function chosen(): Scenario[] {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!only?.length) return scenarios;
  const unknown = only.filter(
    (name) => name !== 'list' && !scenarios.some((scenario) => scenario.name === name),
  );
  if (unknown.length || only.includes('list')) {
    for (const { name, about } of scenarios) console.log(`${name.padEnd(10)} ${about}`);
    if (unknown.length) throw new Error(`BENCH_ONLY names no scenario called ${unknown.join(', ')}`);
    process.exit(0);
  }
  return scenarios.filter((scenario) => only.includes(scenario.name));
}

function prepare(): string | undefined {
  const steps = [
    ['npx', 'vite', 'build'],
    ['npm', 'run', 'db:migrate:local'],
  ];
  for (const [command, ...args] of steps) {
    const result = spawnSync(command as string, args, {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    if (result.status !== 0)
      return `${[command, ...args].join(' ')} failed:\n${(result.stderr || result.stdout).slice(-1500)}`;
  }
  return undefined;
}

/** Runs one scenario, passing its output through and keeping the figures it reports. */
function run(scenario: Scenario, rows: Row[]): Promise<void> {
  console.log(`\n== ${scenario.name}: ${scenario.about}`);
  const [command, ...args] = scenario.command;
  const child = spawn('npx', [command as string, ...args], {
    env: { ...process.env, BENCH_SKIP_BUILD: '1', WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  let pending = '';
  const found: Row[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const at = line.indexOf(figureMarker);
      if (at === -1) {
        process.stdout.write(`${line}\n`);
        continue;
      }
      const figure = JSON.parse(line.slice(at + figureMarker.length)) as Figure;
      found.push({ scenario: scenario.name, figure });
      console.log(`  ${figure.name}: ${formatValue(figure.value)} ${figure.unit}`);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-3000);
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      rows.push(...found);
      if (code !== 0) {
        // npm's own warnings about this machine's configuration are not the cause.
        const said = errors.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
        const cause = said.slice(-12).join('\n') || (signal ? `stopped by ${signal}` : `exit code ${code}`);
        console.log(`  FAILED:\n${cause}`);
        rows.push({
          scenario: scenario.name,
          failure: cause.split('\n').filter(Boolean).slice(-3).join(' / '),
        });
      }
      resolve();
    });
  });
}

function table(rows: Row[]): string {
  const header = '| Scenario | Figure | Measured | Goal | Met |\n| --- | --- | --- | --- | --- |';
  const lines = rows.map(({ scenario, figure, failure }) => {
    if (!figure) return `| ${scenario} | failed: ${failure?.replaceAll('|', '/')} | | | no |`;
    const measured = `${formatValue(figure.value)} ${figure.unit}${figure.note ? ` (${figure.note})` : ''}`;
    const goal = figure.goal ? describeGoal(figure.goal, figure.unit) : '';
    const met = figure.goal ? (meetsGoal(figure.value, figure.goal) ? 'yes' : '**no**') : '';
    return `| ${scenario} | ${figure.name} | ${measured} | ${goal} | ${met} |`;
  });
  return [header, ...lines].join('\n');
}

const selected = chosen();
const rows: Row[] = [];
const startLoad = loadavg()[0]?.toFixed(1);
const failedBuild = selected.some((scenario) => scenario.needsBuild) ? prepare() : undefined;
for (const scenario of selected) {
  if (scenario.needsBuild && failedBuild) rows.push({ scenario: scenario.name, failure: failedBuild });
  else await run(scenario, rows);
}
const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${startLoad} at the start and ${loadavg()[0]?.toFixed(1)} at the end`;
const result = `Bench of ${new Date().toISOString()} on ${machine}\n\n${table(rows)}\n`;
writeFileSync('bench/results.md', result);
console.log(`\n${result}\n(also written to bench/results.md)`);
process.exit(rows.some((row) => row.failure) ? 1 : 0);
