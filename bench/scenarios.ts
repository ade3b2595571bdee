// The scenarios of `npm run bench`, in the order they run; each is a command run in a process of its
// own (bench/runner.ts). A scenario reads BENCH_SMOKE=1 (bench/smoke.ts) to run with tiny counts, as
// `npm test` runs them all to keep them working.
import { readdirSync } from 'node:fs';
import { inWorkerd, type Scenario } from './runner.ts';

/** The `workerd` scenario runs every workerd bench file that no other scenario names. */
const ownFiles = ['channel-cost', 'free-plan', 'import'].map((name) => `bench/${name}.workers.ts`);
const workerdFiles = readdirSync('bench')
  .filter((file) => file.endsWith('.workers.ts'))
  .map((file) => `bench/${file}`)
  .filter((file) => !ownFiles.includes(file));

export const scenarios: Scenario[] = [
  { name: 'keywords', about: 'keyword engine against LiquidJS', command: ['tsx', 'bench/keyword-engine.ts'] },
  {
    name: 'moderation',
    about: 'chat moderation per message (every filter, 2,000 entries) against obscenity',
    command: ['tsx', 'bench/moderation.ts'],
  },
  {
    name: 'workerd',
    about: 'chat on one channel, fan-out inside the object, quotes, clip lists (in workerd, fake Helix)',
    command: inWorkerd(workerdFiles),
  },
  {
    name: 'cost',
    about: 'what one channel-day uses and costs to host a month, at list prices (in workerd, fake Helix)',
    command: inWorkerd(['bench/channel-cost.workers.ts']),
  },
  {
    name: 'free',
    about:
      'the Workers Free plan: each request kind one at a time, a typical and a 10× channel-day against the allowances (in workerd)',
    command: inWorkerd(['bench/free-plan.workers.ts']),
    // Two busy channel-days of 50,000 messages each besides the typical one.
    limitSeconds: 1200,
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
    command: inWorkerd(['bench/import.workers.ts']),
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
    // Six readings of 300 events, up to 1,000 sockets, Chromium pages among the readers.
    limitSeconds: 900,
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
