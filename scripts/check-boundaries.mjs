// The import rules of ARCHITECTURE.md, checked on every `npm run check`:
// 1. shared imports only zod and itself; client and server import shared, never each other
//    (the client may `import type` from the server).
// 2. client: components and lib ← features ← app; a feature does not import another feature.
// 3. server: routes → service → repo → db; only repos and db touch Drizzle; services know
//    nothing of HTTP; routes never reach the database.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ALIASES = { '@shared/': 'shared/', '@client/': 'client/', '@server/': 'server/' };
const IMPORT_PATTERN = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT_PATTERN = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(join(root, dir)).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

function resolveTarget(file, specifier) {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return { kind: 'local', path: folder + specifier.slice(alias.length) };
  }
  if (specifier.startsWith('.')) return { kind: 'local', path: normalize(join(dirname(file), specifier)) };
  return { kind: 'package', name: specifier };
}

function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const found = [];
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    found.push({ specifier: match[3], typeOnly: Boolean(match[2]) });
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT_PATTERN)) found.push({ specifier: match[1], typeOnly: false });
  return found;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('server/test/');
const drizzleAllowed = (file) =>
  file.startsWith('server/db/') ||
  file.endsWith('.repo.ts') ||
  file === 'server/modules/accounts/better-auth.ts' ||
  isTest(file);

function violation(file, imported) {
  const target = resolveTarget(file, imported.specifier);
  const targetPath = target.kind === 'local' ? target.path : '';
  const top = file.split('/')[0];

  if (top === 'shared') {
    if (target.kind === 'package' && target.name !== 'zod' && !(isTest(file) && target.name === 'vitest')) {
      return 'shared may import only zod';
    }
    if (target.kind === 'local' && !targetPath.startsWith('shared/')) return 'shared may import only itself';
  }
  if (top === 'client') {
    if (targetPath.startsWith('server/') && !imported.typeOnly)
      return 'the client may only `import type` from the server';
    const layer = file.split('/')[1];
    const feature = file.split('/')[2];
    if ((layer === 'components' || layer === 'lib') && /^client\/(features|app)\//.test(targetPath)) {
      return `client/${layer} may not import features or app`;
    }
    if (layer === 'features') {
      if (targetPath.startsWith('client/app/')) return 'a feature may not import the app';
      const targetFeature = targetPath.startsWith('client/features/') ? targetPath.split('/')[2] : undefined;
      if (targetFeature && targetFeature !== feature)
        return `feature ${feature} may not import feature ${targetFeature}`;
    }
  }
  if (top === 'server') {
    if (targetPath.startsWith('client/')) return 'the server may not import the client';
    const touchesDrizzle =
      (target.kind === 'package' && target.name.startsWith('drizzle-orm')) ||
      targetPath.startsWith('server/db/schema/');
    if (touchesDrizzle && !drizzleAllowed(file)) return 'only repos and db touch Drizzle';
    if (file.endsWith('.routes.ts') && (targetPath.endsWith('.repo') || targetPath.startsWith('server/db/'))) {
      return 'routes never reach the database: go through a service';
    }
    if (file.endsWith('.service.ts') && target.kind === 'package' && target.name.startsWith('hono')) {
      return 'services know nothing of HTTP';
    }
  }
  return undefined;
}

const problems = [];
for (const file of ['shared', 'client', 'server'].flatMap(sourceFiles)) {
  for (const imported of importsOf(file)) {
    const problem = violation(file, imported);
    if (problem) problems.push(`${relative(root, join(root, file))}: '${imported.specifier}' — ${problem}`);
  }
}
if (problems.length > 0) {
  console.error(`Import boundaries broken (ARCHITECTURE.md, rules 1-3):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');
