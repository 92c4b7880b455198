import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

// The processes of a server the bench started, read from /proc (Linux): with several server
// processes (docs/decisions/170) the app is its starter and the workers it forks, and the
// embedded PostgreSQL server runs under the starter too. They are told apart by their command:
// the app's processes run this same Node.js.

const NODE_COMMAND = basename(process.execPath).slice(0, 15);

// The fields of /proc/<pid>/stat after the command (which may hold spaces and parentheses).
export function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    // Gone meanwhile.
    return undefined;
  }
}

function command(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

function childrenByParent(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(statFields(Number(entry))?.[1]);
    if (Number.isInteger(parent)) byParent.set(parent, [...(byParent.get(parent) ?? []), Number(entry)]);
  }
  return byParent;
}

export function descendants(pid: number): number[] {
  if (process.platform !== 'linux') return [];
  const byParent = childrenByParent();
  const found: number[] = [];
  const queue = [...(byParent.get(pid) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift() as number;
    found.push(next);
    queue.push(...(byParent.get(next) ?? []));
  }
  return found;
}

// The server's own processes (the one started and the Node.js processes under it) and the rest
// under it (the embedded database server's).
export function serverProcesses(pid: number): { app: number[]; others: number[] } {
  const below = descendants(pid);
  return {
    app: [pid, ...below.filter((child) => command(child) === NODE_COMMAND)],
    others: below.filter((child) => command(child) !== NODE_COMMAND),
  };
}
