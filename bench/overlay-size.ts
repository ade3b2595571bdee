// npm run bench: how much JavaScript OBS downloads for each overlay page, and what the dashboard's
// first load weighs. Builds the client with Vite, then sums the gzipped size of a page's entry script
// and every chunk it imports statically (plus, for the dashboard, its stylesheets and the page a first
// visit opens). Prints each figure against its goal; asserts nothing.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/** The page's stylesheets, as paths inside dist/client. */
function pageStyles(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) =>
    join(clientDir, match[1] as string),
  );
}

/** A route's lazily loaded chunk (named after its page module by Vite), with its static imports and CSS. */
function routeFiles(pageModule: string): string[] {
  const assets = readdirSync(join(clientDir, 'assets'));
  const chunk = assets.find((file) => file.startsWith(`${pageModule}-`) && file.endsWith('.js'));
  if (!chunk) return [];
  const styles = assets.filter((file) => file.startsWith(`${pageModule}-`) && file.endsWith('.css'));
  return [
    ...withStaticImports([join(clientDir, 'assets', chunk)]),
    ...styles.map((file) => resolve(clientDir, 'assets', file)),
  ];
}

// The dashboard: index.html's scripts and stylesheets (the shell every page shares), then the shell
// with the welcome page, which a first visit to / opens. Goal: the first load under 150 KB gzipped.
const dashboardHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
const shell = [
  ...withStaticImports(pageScripts(dashboardHtml)),
  ...pageStyles(dashboardHtml).map((f) => resolve(f)),
];
for (const [name, files] of [
  ['Dashboard shell (JS + CSS, every page)', shell],
  [
    'Dashboard first load of / (shell + welcome page)',
    [...new Set([...shell, ...routeFiles('WelcomePage')])],
  ],
] as const) {
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const code = readFileSync(file);
    raw += code.length;
    gzipped += gzipSync(code, { level: 9 }).length;
  }
  console.log(
    `${name.padEnd(52)} ${files.length} files, ${kb(raw)} raw, ${kb(gzipped)} gzipped (goal under 150 KB: ${gzipped / 1024 < 150 ? 'met' : 'NOT met'})`,
  );
}
// Where the carousel's fonts load now: with the pages that preview an overlay, never on the first load.
const carouselPage = [...new Set([...shell, ...routeFiles('CarouselSettingsPage')])];
const carouselGzipped = carouselPage.reduce(
  (sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length,
  0,
);
console.log(
  `${'Dashboard, opening /settings/carousel first'.padEnd(52)} ${carouselPage.length} files, ${kb(carouselGzipped)} gzipped (fonts' CSS included; for comparison)`,
);
