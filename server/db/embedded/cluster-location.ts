import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../lib/logger';
import { ensurePrivateDirectory } from '../../lib/private-files';
import { clusterDirectory } from './cluster-paths';
import { stopServerOn } from './earlier-run';
import { type SystemUser, succeedsAs } from './postgres-programs';

// Where root keeps clusters that the database's system user could not reach inside DATA_DIR.
const RELOCATED_CLUSTERS = '/var/lib/backline/clusters';

function isSymbolicLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

// Makes DATA_DIR owner-only and returns the cluster's real directory, the path PostgreSQL is
// given. As root, the server runs as its own system user, which must pass through DATA_DIR:
// the directory's group becomes that user's, with search permission only. When a directory
// above DATA_DIR is closed to that user (root installed the project in a private home or
// temporary directory), the cluster lives in RELOCATED_CLUSTERS instead, and DATA_DIR/postgres
// links to it.
export async function prepareClusterLocation(
  dataDir: string,
  user: SystemUser | undefined,
  logger: Logger,
): Promise<string> {
  ensurePrivateDirectory(dataDir);
  const directory = clusterDirectory(dataDir);
  if (!user) return directory;
  chownSync(dataDir, process.getuid?.() ?? 0, user.gid);
  chmodSync(dataDir, 0o710);
  if (isSymbolicLink(directory)) {
    if (existsSync(directory)) return realpathSync(directory);
    rmSync(directory);
  }
  const reachable = succeedsAs(user, '/bin/sh', ['-c', 'test -x "$1"', 'sh', dataDir]);
  if (existsSync(directory)) {
    // Made where it could be reached; a directory above was closed since. Moving a database is
    // not done behind anyone's back: PostgreSQL would only say "Permission denied".
    if (!reachable) {
      throw new Error(
        `The system user "${user.name}" cannot reach ${dataDir}, where its database cluster is: a directory ` +
          'above it was closed to others after the cluster was made. Let others through each directory above ' +
          `it again (chmod o+x), or move ${directory} aside to start a new, empty database.`,
      );
    }
    return directory;
  }
  if (reachable) return directory;

  const relocated = join(RELOCATED_CLUSTERS, createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  if (existsSync(relocated)) {
    // The cluster of a DATA_DIR that was removed (with the cluster's password): start afresh.
    await stopServerOn(relocated, logger);
    rmSync(relocated, { recursive: true, force: true });
  }
  mkdirSync(RELOCATED_CLUSTERS, { recursive: true, mode: 0o711 });
  symlinkSync(relocated, directory);
  logger.info(
    `The system user "${user.name}" cannot reach ${dataDir} (a directory above it is closed to others): ` +
      `the database cluster lives in ${relocated}, linked from ${directory}`,
  );
  return relocated;
}
