// npm run bench: the Worker's upload against the Workers Free plan's size limit. `wrangler deploy
// --dry-run` bundles what a deploy would upload (the built Worker and its WebAssembly modules) into a
// temporary folder and prints its total and gzipped size; each file is gzipped here as well, to check.
// Builds with Vite first unless `npm run bench` already did.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { report, round } from './figures.ts';
import { freePlan } from './free-plan.ts';

const kib = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile() && !path.endsWith('.md') && !path.endsWith('.map'));
}

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('vite build failed');
}

const outdir = mkdtempSync(join(tmpdir(), 'worker-size-'));
try {
  const run = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${run.stderr || run.stdout}`);
  const said = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(run.stdout);
  if (!said) throw new Error(`wrangler did not print the upload's size:\n${run.stdout.slice(-1500)}`);
  const [total, gzip] = [Number(said[1]) * kib, Number(said[2]) * kib];
  const files = filesUnder(outdir).map((path) => {
    const data = readFileSync(path);
    return { name: path.slice(outdir.length + 1), size: data.length, gzip: gzipSync(data).length };
  });
  const byFile = files
    .map(
      (file) =>
        `${file.name} ${round(file.size / kib / kib, 2)} MiB, gzip ${round(file.gzip / kib / kib, 2)} MiB`,
    )
    .join('; ');
  const ownGzip = files.reduce((sum, file) => sum + file.gzip, 0);
  report({
    name: "Worker upload, gzipped (wrangler deploy --dry-run), against the Free plan's 3 MiB",
    value: round(gzip / kib / kib, 2),
    unit: 'MiB',
    goal: { atMost: freePlan.compressedBytes / kib / kib },
    note: `${round((100 * gzip) / freePlan.compressedBytes, 1)}% of the limit; each file gzipped here: ${round(ownGzip / kib / kib, 2)} MiB (${byFile})`,
  });
  report({
    name: "Worker upload, uncompressed, against the 64 MiB limit Cloudflare's docs give now",
    value: round(total / kib / kib, 2),
    unit: 'MiB',
    goal: { atMost: freePlan.uncompressedBytes / kib / kib },
    note: `${round((100 * total) / freePlan.uncompressedBytes, 1)}% of the limit`,
  });
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
