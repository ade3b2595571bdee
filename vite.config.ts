import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { overlayAreas } from './core/overlay/overlay-areas.ts';
import { securityHeadersPlugin } from './scripts/vite-security-headers.ts';
import { wallpaperFontsPlugin } from './scripts/vite-wallpaper-fonts.ts';

// One dev server: the Worker (with D1 and the ChannelDO in workerd), the dashboard and the overlay pages.
export default defineConfig({
  plugins: [
    securityHeadersPlugin(),
    wallpaperFontsPlugin(),
    react(),
    cloudflare({
      // wrangler.toml lists the Worker's own paths; each overlay page (worker/routes/overlay-pages.ts)
      // is added from the registry, so its key is checked before the static page is served.
      config: ({ assets }) => {
        if (!Array.isArray(assets?.run_worker_first))
          throw new Error('wrangler.toml: assets.run_worker_first must list the Worker-first paths.');
        const overlayPages = overlayAreas.map((area) => `${area.pagePath}/*`);
        assets.run_worker_first = [...new Set([...assets.run_worker_first, ...overlayPages])];
      },
    }),
  ],
  server: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // The dashboard plus one light page per overlay area.
          input: {
            dashboard: 'index.html',
            ...Object.fromEntries(
              overlayAreas.map((area) => [area.name, `overlays/${area.pageFolder}/index.html`]),
            ),
          },
        },
      },
    },
  },
});
