import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../lib/logger';
import { ownerFile } from './cluster-paths';
import { commandLine, isAlive, parentPid, processExists, waitForExit } from './process-info';

const STOP_TIMEOUT_MS = 60_000;

// A live PostgreSQL server on this cluster directory, from its lock file. A lock file without
// one (the server died with its app or its machine) is left to PostgreSQL, which recovers the
// cluster from its write-ahead log; unless its process id is now taken by another program, or by
// the dead server not yet reaped, which PostgreSQL would take for a live one: then it goes.
function runningServer(directory: string, logger: Logger): number | undefined {
  const lockFile = join(directory, 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  const valid = Number.isInteger(pid) && pid > 0;
  if (valid && isAlive(pid) && (commandLine(pid)?.join(' ').includes(directory) ?? false)) return pid;
  logger.warn(
    `The embedded PostgreSQL database in ${directory} was not shut down cleanly (the app or the machine stopped ` +
      'abruptly): PostgreSQL recovers it from its write-ahead log now, keeping every committed write.',
  );
  if (valid && processExists(pid)) rmSync(lockFile, { force: true });
  return undefined;
}

// Fast shutdown: it ends the sessions left and keeps every committed write.
export async function stopServer(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 10_000);
  }
}

export async function stopServerOn(directory: string, logger: Logger): Promise<void> {
  const pid = runningServer(directory, logger);
  if (pid !== undefined) await stopServer(pid);
}

function readOwner(dataDir: string): [number | undefined, number | undefined] {
  try {
    const [app, server] = readFileSync(ownerFile(dataDir), 'utf8').trim().split(' ').map(Number);
    return [app, server];
  } catch {
    return [undefined, undefined];
  }
}

// After the app was killed: its server may still run (an orphan), or have died with it and left
// its postmaster.pid. Neither needs a hand: this start takes over. A server whose app is alive
// is another app's: that is refused.
export async function takeOverFromEarlierRun(dataDir: string, directory: string, logger: Logger) {
  const pid = runningServer(directory, logger);
  if (pid === undefined) return;
  const [appPid, serverPid] = readOwner(dataDir);
  if (serverPid === pid && appPid !== undefined && parentPid(pid) === appPid && isAlive(appPid)) {
    throw new Error(
      `${dataDir} is in use by another Backline process (pid ${appPid}). Stop it first, or give this one another DATA_DIR.`,
    );
  }
  logger.warn(
    `The embedded PostgreSQL server of an earlier run (pid ${pid}) is still running although its app is gone ` +
      '(it was killed): stopping it cleanly before starting again.',
  );
  await stopServer(pid);
}
