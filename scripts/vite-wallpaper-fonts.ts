// The quote wallpapers' font files as static assets under /wallpaper-fonts/<package>/<file>: served
// from node_modules by the dev server, copied into the build. The Worker fetches them through its
// ASSETS binding when a quote needs them, so they never weigh on the Worker bundle.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { wallpaperFontFiles } from '../durable-objects/wallpaper/font-manifest.ts';

const prefix = '/wallpaper-fonts/';
const known = new Set(wallpaperFontFiles.map((file) => file.path));

const sourceOf = (path: string) => {
  const [pkg, file] = path.split('/');
  return `node_modules/@fontsource/${pkg}/files/${file}`;
};

export function wallpaperFontsPlugin(): Plugin {
  return {
    name: 'streambot-wallpaper-fonts',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.startsWith(prefix) ? decodeURIComponent(req.url.slice(prefix.length)) : '';
        if (!known.has(path)) return next();
        res.setHeader('Content-Type', 'font/woff');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.end(readFileSync(sourceOf(path)));
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const path of known)
        this.emitFile({
          type: 'asset',
          fileName: `wallpaper-fonts/${path}`,
          source: readFileSync(sourceOf(path)),
        });
    },
  };
}
