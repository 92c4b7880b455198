import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// What the operating system says about a process, to tell a PostgreSQL server left running
// by a killed app from one a live app still uses. Linux reads /proc; elsewhere `ps`.

// Its process id is taken: by a running process, or one that ended and was not yet reaped.
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function isAlive(pid: number): boolean {
  if (!processExists(pid)) return false;
  // A process that ended but was not yet reaped by its parent still answers signals.
  const state = linuxStat(pid)?.[0];
  return state !== 'Z' && state !== 'X';
}

// The fields of /proc/<pid>/stat after "pid (command) ": state, ppid, … (Linux only).
function linuxStat(pid: number): string[] | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    // The command may hold spaces and parentheses: it ends at the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

export function parentPid(pid: number): number | undefined {
  if (process.platform === 'linux') {
    const parent = linuxStat(pid)?.[1];
    return parent === undefined ? undefined : Number(parent);
  }
  const answer = spawnSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' });
  const value = Number.parseInt(answer.stdout ?? '', 10);
  return Number.isNaN(value) ? undefined : value;
}

// The program and its arguments, or undefined when the process is gone.
export function commandLine(pid: number): string[] | undefined {
  if (process.platform === 'linux') {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      return undefined;
    }
  }
  const answer = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  const line = answer.stdout?.trim();
  return line ? line.split(/\s+/) : undefined;
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
