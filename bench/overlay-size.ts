// npm run bench: how much the dashboard's first load and each overlay page download. Builds the client with
// Vite, then sums the gzipped size of a page's entry script and every chunk it imports statically (for the
// dashboard also its style sheets and the page a first visit opens). Reports each figure against its goal.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type OverlayArea, overlayAreas } from '../core/overlay/overlay-areas.ts';
import { report, round } from './figures.ts';

const clientDir = 'dist/client';
/** Each overlay page's figure and goal; the pages themselves come from the registry. */
const overlayFigures: Record<OverlayArea, { name: string; goalKb: number }> = {
  carousel: { name: 'Event carousel overlay page JavaScript', goalKb: 60 },
  progressBar: { name: 'Progress bar overlay page JavaScript', goalKb: 10 },
  emoteMover: { name: 'Emote mover overlay page JavaScript', goalKb: 15 },
  clipReel: { name: 'Clip reel overlay page JavaScript', goalKb: 15 },
  alerts: { name: 'Alerts overlay page JavaScript (without media and the speech engine)', goalKb: 20 },
};

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

function reportSize(name: string, files: readonly string[], goalKb?: number) {
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
    goal: goalKb === undefined ? undefined : { atMost: goalKb },
    note: `${files.length} files, ${(raw / 1024).toFixed(1)} KB raw`,
  });
}

if (!process.env.BENCH_SKIP_BUILD) build();

// The dashboard: the shell every page shares (index.html's scripts and style sheets), then the shell
// with the welcome page a first visit to / opens; the carousel page (with the fonts' CSS) to compare.
const dashboardHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
const shell = [...withStaticImports(pageScripts(dashboardHtml)), ...pageStyles(dashboardHtml)];
const withPage = (pageModule: string) => [...new Set([...shell, ...routeFiles(pageModule)])];
reportSize('Dashboard first load of / (shell and welcome page)', withPage('WelcomePage'), 150);
reportSize('Dashboard, /settings/carousel opened first (with the fonts)', withPage('CarouselSettingsPage'));

for (const area of overlayAreas) {
  const { name, goalKb } = overlayFigures[area.name];
  const html = readFileSync(join(clientDir, 'overlays', area.pageFolder, 'index.html'), 'utf8');
  reportSize(name, [...withStaticImports(pageScripts(html))], goalKb);
}
