import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeadersPlugin } from './scripts/vite-security-headers.ts';
import { wallpaperFontsPlugin } from './scripts/vite-wallpaper-fonts.ts';

// One dev server: the Worker (with D1 and the ChannelDO in workerd), the dashboard and the overlay pages.
export default defineConfig({
  plugins: [securityHeadersPlugin(), wallpaperFontsPlugin(), react(), cloudflare()],
  server: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // The dashboard plus one light page per overlay area (worker/routes/overlay-pages.ts serves them).
          input: {
            dashboard: 'index.html',
            carousel: 'overlays/carousel/index.html',
            clipReel: 'overlays/clip-reel/index.html',
            progressBar: 'overlays/progress-bar/index.html',
            emoteMover: 'overlays/emote-mover/index.html',
          },
        },
      },
    },
  },
});
