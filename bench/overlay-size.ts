// npm run bench: how much the dashboard's first load and each overlay page download. Builds the client with
// Vite, then sums the gzipped size of a page's entry script and every chunk it imports statically.
// Prints each figure against its goal; asserts nothing.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { report, round } from './figures.ts';

const clientDir = 'dist/client';
const pages = [
  { name: 'Dashboard first load (scripts and styles)', page: 'index.html', goalKb: 150, styles: true },
  { name: 'Event carousel overlay page JavaScript', page: 'overlays/carousel/index.html', goalKb: 60 },
  { name: 'Progress bar overlay page JavaScript', page: 'overlays/progress-bar/index.html', goalKb: 10 },
  { name: 'Emote mover overlay page JavaScript', page: 'overlays/emote-mover/index.html', goalKb: 15 },
  { name: 'Clip reel overlay page JavaScript', page: 'overlays/clip-reel/index.html', goalKb: 15 },
];

function build() {
  const result = spawnSync('npx', ['vite', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** The page's scripts: module entries and modulepreload links, as paths inside dist/client. */
function pageScripts(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  return sources.map((match) => join(clientDir, match[1] as string));
}

/** The page's style sheets, as paths inside dist/client. */
function pageStyles(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) =>
    resolve(join(clientDir, match[1] as string)),
  );
}

/** A chunk plus every chunk it imports statically (dynamic imports load later, if ever). */
function withStaticImports(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
    ))
      visit(resolve(dirname(file), match[1] as string));
  };
  for (const entry of entries) visit(resolve(entry));
  return seen;
}

if (!process.env.BENCH_SKIP_BUILD) build();
for (const { name, page, goalKb, styles } of pages) {
  const html = readFileSync(join(clientDir, page), 'utf8');
  const files = [...withStaticImports(pageScripts(html)), ...(styles ? pageStyles(html) : [])];
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const code = readFileSync(file);
    raw += code.length;
    gzipped += gzipSync(code, { level: 9 }).length;
  }
  report({
    name,
    value: round(gzipped / 1024, 1),
    unit: 'KB gzipped',
    goal: { atMost: goalKb },
    note: `${files.length} files, ${(raw / 1024).toFixed(1)} KB raw`,
  });
}
