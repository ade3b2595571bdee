// npm run bench: the channel's public commands page for a channel at the product's limits (1,000
// commands, 50,000 quotes), against the Worker in workerd (`wrangler dev`, no Vite in the path). Seeds
// the channel into the local D1 first, then measures the page's answer time and gzipped size, a quote
// search on the server, and first paint in headless Chromium. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { channelLimits } from '../core/limits/channel-limits.ts';
import { startWorkerServer, stopServer, waitForServer } from './bench-servers.ts';
import { percentile, report, reportLatency, round } from './figures.ts';
import { sized } from './smoke.ts';
import { within } from './within.ts';

const port = Number(process.env.BENCH_PUBLIC_PAGE_PORT ?? 8792);
const base = `http://localhost:${port}`;
const channel = { id: '70000002', login: 'public_bench', displayName: 'PublicBench' };
/** The channel at the product's limits; a smoke run seeds a small one. */
const [commandCount, quoteCount] = [sized(channelLimits.commands, 100), sized(channelLimits.quotes, 400)];
const quotePage = Math.min(400, quoteCount / 100);

/** A fixed pseudo-random sequence, so every run seeds the same channel. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const random = randomSource(29);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const words = `the a to and of you in is for on it my that this with we stream chat join follow discord server
  today game play new best next time thanks welcome hype love music song playlist schedule monday
  friday weekend night raid clip boss fight speedrun record attempt death counter lurk hug high five
  emote sub prime gift bits cheer tip donate merch shop link youtube twitter instagram tiktok setup pc
  keyboard mouse headset camera mic chair desk rules be kind no spam no links ask mods first timer
  giveaway winner points channel redeem reward hydrate stretch break back soon brb good luck have fun`
  .split(/\s+/)
  .filter(Boolean);
const keywords = ['{username}', '{touser}', '{count}', '{randomNumber.1|100}', '{uptime}', '{game}'];
const functionalTypes = ['roll', 'choose', 'commands', 'game', 'title', 'clip', 'quote', 'addquote'];

/** A reply as streamers write them: a sentence or two, now and then a keyword or a link. */
function reply(): string {
  const length = 6 + Math.floor(random() * 30);
  const parts = Array.from({ length }, () => (random() < 0.08 ? pick(keywords) : pick(words)));
  if (random() < 0.15) parts.push(`https://example.com/${pick(words)}${Math.floor(random() * 1000)}`);
  const text = parts.join(' ');
  return `${text[0]?.toUpperCase()}${text.slice(1)}${pick(['!', '.', ' <3', ' PogChamp', '?'])}`;
}

const quote = (n: number) =>
  `${Array.from({ length: 5 + Math.floor(random() * 20) }, () => pick(words)).join(' ')} (${n})`;

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The bench channel as SQL: removed and written again, so each run starts from the same state. */
function seedSql(): string {
  const now = Date.now();
  const lines = [
    `DELETE FROM quotes WHERE streamer_id = '${channel.id}';`,
    `DELETE FROM commands WHERE streamer_id = '${channel.id}';`,
    `DELETE FROM streamers WHERE twitch_user_id = '${channel.id}';`,
    `INSERT INTO streamers (twitch_user_id, login, display_name, overlay_secret_key, created_at, updated_at)
     VALUES ('${channel.id}', '${channel.login}', '${channel.displayName}', 'public-bench-key-${now}', ${now}, ${now});`,
  ];
  const commandRows = Array.from({ length: commandCount }, (_, i) => {
    const isFunctional = i % 10 === 9;
    const type = isFunctional ? pick(functionalTypes) : 'Text';
    const name = `${pick(words)}${i}`;
    const gate = pick(['', '', '', 'needs_mod', 'subs_only', 'followers_only', 'regulars_only']);
    const cooldown = pick([0, 0, 0, 5, 30, 60, 300]);
    const flag = (column: string) => (gate === column ? 1 : 0);
    return `('bench-command-${i}', '${channel.id}', '${name}', '${name.toLowerCase()}', '${type}', ${sqlText(
      isFunctional ? '' : reply(),
    )}, ${flag('needs_mod')}, ${flag('followers_only')}, ${flag('subs_only')}, ${flag('regulars_only')}, ${cooldown}, ${now})`;
  });
  // D1 takes statements of up to 100 KB: the rows go in batches.
  for (let first = 0; first < commandRows.length; first += 100)
    lines.push(
      `INSERT INTO commands (id, streamer_id, command, command_key, type, text, needs_mod, followers_only, subs_only, regulars_only, cooldown_seconds, created_at) VALUES\n${commandRows.slice(first, first + 100).join(',\n')};`,
    );
  for (let first = 1; first <= quoteCount; first += 200) {
    const rows = Array.from({ length: 200 }, (_, i) => {
      const n = first + i;
      return `('${channel.id}', ${n}, ${sqlText(quote(n))}, 'viewer${n % 400}', ${now - n * 60_000})`;
    });
    lines.push(
      `INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES\n${rows.join(',\n')};`,
    );
  }
  return lines.join('\n');
}

function seed() {
  const folder = mkdtempSync(join(tmpdir(), 'public-page-bench-'));
  const file = join(folder, 'seed.sql');
  writeFileSync(file, seedSql());
  const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', `--file=${file}`], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  rmSync(folder, { recursive: true, force: true });
  if (result.status !== 0)
    throw new Error(`seeding failed:\n${(result.stderr || result.stdout).slice(-1500)}`);
}

/** Sequential GETs of `path` after a warm-up: each time from request to the last byte, and the last body. */
async function timeGets(path: string, samples: number) {
  let body = '';
  const times: number[] = [];
  for (let i = -sized(10, 1); i < samples; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`);
    body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i >= 0) times.push(performance.now() - start);
  }
  return { times, body };
}

const gzippedKb = (text: string) => round(gzipSync(text).length / 1024, 1);

/** First contentful paint of the page in a fresh Chromium context each time (nothing cached). */
async function firstPaints(path: string, loads: number): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const paints: number[] = [];
    for (let i = -sized(2, 1); i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await page.goto(`${base}${path}`);
      const paint = await within(
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const entry = list.getEntriesByName('first-contentful-paint')[0];
                if (entry) resolve(entry.startTime);
              }).observe({ type: 'paint', buffered: true });
            }),
        ),
        15_000,
        "the public page's first contentful paint",
      );
      if (i >= 0) paints.push(paint);
      await context.close();
    }
    return paints;
  } finally {
    await browser.close();
  }
}

async function main() {
  seed();
  const server = startWorkerServer(port);
  try {
    await waitForServer(base, server);
    const page = `/c/${channel.login}`;
    // The cheapest route on the same server: what the machine and workerd add to every answer.
    const baseline = await timeGets('/loggedIn', sized(100, 3));
    reportLatency('For comparison: GET /loggedIn (no database read)', baseline.times);
    const commands = await timeGets(page, sized(100, 3));
    const note = `${commandCount.toLocaleString('en')} commands, ${quoteCount.toLocaleString('en')} quotes`;
    reportLatency('Public page GET /c/{login}, request to last byte', commands.times, 300, note);
    report({
      name: 'Public page, commands tab (first 200 commands), gzipped',
      value: gzippedKb(commands.body),
      unit: 'KB',
      goal: { atMost: 30 },
      note: `${round(commands.body.length / 1024, 1)} KB before gzip; ${note}`,
    });

    const commandSearch = await timeGets(`${page}?q=${encodeURIComponent('follow discord')}`, sized(50, 3));
    reportLatency(
      `Public page, command search over ${commandCount.toLocaleString('en')} commands`,
      commandSearch.times,
      undefined,
      note,
    );

    const quotes = await timeGets(`${page}/quotes?page=${quotePage}`, sized(100, 3));
    reportLatency(
      `Public page, quotes tab, page ${quotePage} of ${quoteCount / 50}`,
      quotes.times,
      undefined,
      note,
    );
    report({
      name: 'Public page, quotes tab (50 quotes), gzipped',
      value: gzippedKb(quotes.body),
      unit: 'KB',
    });
    const search = await timeGets(`${page}/quotes?q=${encodeURIComponent('boss fight')}`, sized(50, 3));
    reportLatency(
      `Public page, quote search over ${quoteCount.toLocaleString('en')} quotes`,
      search.times,
      undefined,
      note,
    );

    const paints = await firstPaints(page, sized(15, 1));
    report({
      name: 'Public page first contentful paint in Chromium, p50',
      value: Math.round(percentile(paints, 0.5)),
      unit: 'ms',
      note: `n=${paints.length}, a fresh context each load; ${note}`,
    });
    report({
      name: 'Public page first contentful paint in Chromium, worst',
      value: Math.round(Math.max(...paints)),
      unit: 'ms',
      goal: { atMost: 300 },
      note: `n=${paints.length}`,
    });
  } finally {
    stopServer(server);
  }
}

await main();
process.exit(0);
