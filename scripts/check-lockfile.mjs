// `npm ci` installs exactly what package-lock.json records, on every platform, and refuses a
// lockfile that disagrees with package.json or lacks a package some platform needs ("Missing:
// @biomejs/cli-darwin-arm64 from lock file"). This check, part of `npm run check`, catches both
// before a clone on another machine does (issue 21, docs/decisions/105). Offline: it reads the
// two files only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const problems = [];

if (lock.lockfileVersion !== 3) problems.push(`lockfileVersion is ${lock.lockfileVersion}, expected 3`);

// 1. The lockfile's record of package.json is package.json.
const recorded = lock.packages?.[''] ?? {};
for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
  const wanted = manifest[field] ?? {};
  const locked = recorded[field] ?? {};
  for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)])) {
    if (wanted[name] !== locked[name]) {
      problems.push(
        `${field}.${name}: package.json says ${wanted[name] ?? 'nothing'}, the lockfile ${locked[name] ?? 'nothing'}`,
      );
    }
  }
}

// 2. Every dependency of every locked package, optional ones (other platforms' binaries)
// included, is locked where Node would find it: beside it or in a folder above.
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const at = base.lastIndexOf('node_modules/');
    base = at <= 0 ? '' : base.slice(0, at - 1);
  }
}
for (const [path, entry] of Object.entries(lock.packages)) {
  if (entry.link || entry.inBundle) continue;
  const wanted = { ...entry.dependencies, ...entry.optionalDependencies };
  for (const name of Object.keys(wanted)) {
    const optionalPeer = entry.peerDependenciesMeta?.[name]?.optional;
    if (!optionalPeer && !resolves(path, name))
      problems.push(`${path || 'the project'} needs ${name}, which is not locked`);
  }
  // Bundled packages travel inside their parent's tarball, with its hash.
  if (path && !entry.inBundle && !entry.integrity && !entry.resolved?.startsWith('file:')) {
    problems.push(`${path} has no integrity hash`);
  }
}

if (problems.length > 0) {
  console.error(`package-lock.json would not install with npm ci:\n  ${problems.join('\n  ')}`);
  console.error(
    "Run `npm install` against a registry that has every platform's packages (npmjs.org), then check again.",
  );
  process.exit(1);
}
console.log('The lockfile installs with npm ci on every platform.');
