// npm run bench: how much JavaScript OBS downloads for each overlay page. Builds the client with
// Vite, then sums the gzipped size of a page's entry script and every chunk it imports statically.
// Prints each figure against its goal; asserts nothing.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDir = 'dist/client';
const pages = [
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
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const { name, page, goalKb } of pages) {
  const html = readFileSync(join(clientDir, page), 'utf8');
  const files = withStaticImports(pageScripts(html));
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const code = readFileSync(file);
    raw += code.length;
    gzipped += gzipSync(code, { level: 9 }).length;
  }
  console.log(
    `${name.padEnd(52)} ${files.size} files, ${kb(raw)} raw, ${kb(gzipped)} gzipped (goal under ${goalKb} KB: ${gzipped / 1024 < goalKb ? 'met' : 'NOT met'})`,
  );
}
