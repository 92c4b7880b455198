import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { publicJsBudget } from './scripts/public-js-budget.ts';
import { isSignedInOnly, signedInOnlyChunksExist } from './scripts/signed-in-only.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@shared': fromRoot('./shared'),
  '@client': fromRoot('./client'),
  '@server': fromRoot('./server'),
};

// Issue 19: the back office's chart library (recharts) takes its own copy of clsx. Sharing the
// one in the `common` chunk would make that chunk, which every public page loads, export it:
// bytes over the public budget for a library only the analytics page uses.
function chartsOwnClsx(): Plugin {
  const copyId = '\0charts-clsx';
  return {
    name: 'backline:charts-own-clsx',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'clsx' && importer && /[\\/]node_modules[\\/]recharts[\\/]/.test(importer)) return copyId;
      return null;
    },
    load(id) {
      return id === copyId ? readFileSync(fromRoot('./node_modules/clsx/dist/clsx.mjs'), 'utf8') : null;
    },
  };
}

// react-router names only its development build in its exports, whose warnings run in every
// browser (and weigh on every page's download): builds take its production build.
const productionRouter = {
  find: /^react-router$/,
  replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
};

// `vite build`: the client (dist/client). `vite build --ssr`: the client's server entry
// (dist/server/entry-server.js), with which the server renders the public pages (D28).
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fromRoot('./client'),
  plugins: [chartsOwnClsx(), react(), tailwindcss(), precompressAssets(), publicJsBudget(), signedInOnlyChunksExist()],
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? [productionRouter] : []),
    ],
  },
  // The server entry carries the client's libraries (React, the router, …): production installs
  // leave dev dependencies out (docs/decisions/105).
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        outDir: fromRoot('./dist/server'),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          input: fromRoot('./client/app/entry-server.tsx'),
          output: { entryFileNames: 'entry-server.js' },
        },
      }
    : {
        outDir: fromRoot('./dist/client'),
        emptyOutDir: true,
        // The server names each page's chunks in its HTML (server/web/server-render.ts).
        manifest: true,
        // What only signed-in people load (the list's "Save as alert", the dashboard's and the
        // back office's pages) names no files to preload: those names would count against every
        // visitor's download (scripts/public-js-budget.ts). Such a page fetches its pieces as it
        // meets them, once per release (docs/decisions/141).
        // No modulepreload polyfill: every browser since Safari 17 preloads by itself; an
        // older one fetches a page's pieces as it meets them (decision 136: 0.2 KB of every page).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (filename, dependencies) => (isSignedInOnly(filename) ? [] : dependencies),
        },
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, and the app's query layer that replaced TanStack Query (decision 174).
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|client[\\/]lib[\\/]query[\\/]/,
                },
                {
                  name: 'common',
                  test: /client[\\/](components[\\/](ui[\\/](button|badge|card|alert|empty-state|skeleton)|featured-badge|load-error)|lib[\\/](cn|format|error-mapper|api-client|use-page-title|router[\\/](router|match-routes)))\.tsx?$|shared[\\/](api-error|domain-values|limits|calendar-day)\.ts$|node_modules[\\/](clsx|class-variance-authority)[\\/]/,
                },
                // Form fields and the address-kept filters: the list page's first download and
                // every form's, but not the other public pages'.
                {
                  name: 'fields',
                  test: /client[\\/](components[\\/]ui[\\/](input|label|form-field|select|textarea)|lib[\\/](use-url-params|use-search-box))\.tsx?$|shared[\\/]opportunity-filters-url\.ts$|lucide-react[\\/].*[\\/]search\.mjs$/,
                },
                // The small helpers of the sign-in, wizard, profile, settings and contact forms
                // (issue 16): one chunk, so every page's first download names one file, not three.
                {
                  name: 'forms',
                  test: /shared[\\/]return-path\.ts$|client[\\/](lib[\\/]form-errors|components[\\/]ui[\\/]password-input)\.tsx?$/,
                },
              ],
            },
          },
        },
        // A public page must not pull the admin area: chunks stay per route (client/app/route-table.tsx).
        chunkSizeWarningLimit: 400,
      },
  server: {
    // `npm run dev`: the API server listens on DEV_API_PORT, Vite proxies to it.
    proxy: { '/api': `http://127.0.0.1:${process.env.DEV_API_PORT ?? '3001'}` },
  },
}));
