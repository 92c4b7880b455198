import { chmodSync, lchownSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../lib/logger';
import type { SystemUser } from './postgres-programs';

// As root, the cluster belongs to the database's system user alone (decision 148). Earlier
// versions ran the server as `postgres`, the distribution's user, whose other servers' superusers
// could read the cluster's files: such a cluster is handed over, files and all, on the first start
// after the upgrade (the server is not running then). The directory itself goes last, so a start
// interrupted half-way hands over again.
export function handClusterTo(directory: string, user: SystemUser, logger: Logger): void {
  const { uid, gid } = statSync(directory);
  if (uid === user.uid && gid === user.gid) return;
  for (const entry of readdirSync(directory, { recursive: true, encoding: 'utf8' })) {
    lchownSync(join(directory, entry), user.uid, user.gid);
  }
  lchownSync(directory, user.uid, user.gid);
  chmodSync(directory, 0o700);
  logger.info(
    `The embedded PostgreSQL database in ${directory} belonged to the user with id ${uid}: ` +
      `it now belongs to the system user "${user.name}", which runs the server`,
  );
}
