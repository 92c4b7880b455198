import { cpSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { aliases } from './vite.config.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// What `npm ci --omit=dev` installs: the only packages the built server may import.
function productionPackages(): Set<string> {
  const manifest = JSON.parse(readFileSync(fromRoot('./package.json'), 'utf8')) as Record<string, object | undefined>;
  return new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})]);
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

// The build fails when the server imports a package production installs leave out (a dev
// dependency), instead of the server failing at start in production (issue 21).
function onlyProductionDependencies(): Plugin {
  return {
    name: 'backline-only-production-dependencies',
    generateBundle(_options, bundle) {
      const allowed = productionPackages();
      const missing = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const specifier of [...chunk.imports, ...chunk.dynamicImports]) {
          if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier))
            continue;
          if (bundle[specifier]) continue;
          const name = packageOf(specifier);
          if (!allowed.has(name)) missing.add(`${name} (imported by ${chunk.fileName})`);
        }
      }
      if (missing.size > 0) {
        this.error(
          `The server imports packages that are not production dependencies: ${[...missing].join(', ')}. ` +
            'Move them to "dependencies" in package.json.',
        );
      }
    },
  };
}

// The SQL migrations travel with the built server (it applies them at start).
function copyMigrations(): Plugin {
  return {
    name: 'backline-copy-migrations',
    writeBundle() {
      cpSync(fromRoot('./server/db/migrations'), fromRoot('./dist/app/migrations'), { recursive: true });
    },
  };
}

// `npm run build` (scripts/build.mjs): the server, bundled into dist/app so that production
// runs it with node alone, no TypeScript runner (docs/decisions/105). Packages stay outside the
// bundle, loaded from node_modules as installed by `npm ci --omit=dev`.
export default defineConfig({
  resolve: { alias: aliases },
  ssr: { target: 'node' },
  plugins: [onlyProductionDependencies(), copyMigrations()],
  build: {
    ssr: true,
    target: 'node20',
    outDir: fromRoot('./dist/app'),
    emptyOutDir: true,
    copyPublicDir: false,
    // Stack traces in the log name the TypeScript sources (node --enable-source-maps).
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: {
        index: fromRoot('./server/index.ts'),
        'seed-demo': fromRoot('./server/db/seed/seed-demo-cli.ts'),
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
