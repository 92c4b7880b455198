import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@shared': fromRoot('./shared'),
  '@client': fromRoot('./client'),
  '@server': fromRoot('./server'),
};

export default defineConfig({
  root: fromRoot('./client'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // A public page must not pull the admin area: chunks stay per route (see client/app/router.tsx).
    chunkSizeWarningLimit: 400,
  },
  server: {
    // `npm run dev`: the API server listens on DEV_API_PORT, Vite proxies to it.
    proxy: { '/api': `http://127.0.0.1:${process.env.DEV_API_PORT ?? '3001'}` },
  },
});
