// The npm registry this project's machines reach serves only the Linux x64 builds of packages that
// ship one native binary per platform (workerd, Biome). npm then leaves the other platforms' optional
// packages out of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds a lock
// entry for each such package, marked optional with its os and cpu, so `npm ci` skips it on Linux
// and installs it normally wherever the full registry is reachable.
// Run after any `npm install` that changes dependencies: node scripts/lock-foreign-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const os = ['android', 'darwin', 'win32', 'windows', 'linux'].find((candidate) =>
    name.includes(`-${candidate}-`),
  );
  const cpu = /arm64|aarch64/.test(name) ? 'arm64' : /x64|-64$/.test(name) ? 'x64' : undefined;
  if (!os || !cpu) return undefined;
  return { os: os === 'windows' ? 'win32' : os, cpu, libc: name.includes('musl') ? 'musl' : undefined };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    if (!platform) continue;
    const parent = path.slice(0, path.lastIndexOf('node_modules/'));
    const target = `${parent}node_modules/${name}`;
    if (packages[target]) continue;
    packages[target] = {
      version,
      cpu: [platform.cpu],
      os: [platform.os],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
    };
    added++;
  }
}

writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} foreign-platform entries added`);
