import type { Measurement } from './measure';
import { TARGET_P99_MS } from './settings';

// The bench's tables. "app ÷ baseline" is the app's figure over the bare baseline's: under 1 for
// requests/s means the app serves fewer, over 1 for CPU per request means the app spends more.

// A row measured on the app and on the baseline, at the app's number of server processes. A
// steady row the baseline does not serve (the conversations, issue 45) is measured on the app
// alone: no baseline.
export type ComparedRow = { name: string; processes: number; rate?: number; app: Measurement; baseline?: Measurement };
// A row measured on the app alone; `appRssMb`, the app's memory while it ran (issue 44).
export type AppRow = {
  name: string;
  processes: number;
  app: Measurement;
  note?: string;
  appRssMb?: { beforeMb: number; peakMb: number };
};

export function meetsTarget(measured: Measurement): boolean {
  return measured.p99 < TARGET_P99_MS && measured.errors === 0;
}

const perSecond = (measured: Measurement | undefined) => (measured ? measured.requestsPerSecond.toFixed(0) : '-');
const cpu = (measured: Measurement | undefined) =>
  measured?.cpuMsPerRequest === undefined ? '-' : `${measured.cpuMsPerRequest.toFixed(2)} ms`;
const latency = (measured: Measurement | undefined) => (measured ? `${measured.p50} / ${measured.p99} ms` : '-');
const ratio = (app: number | undefined, baseline: number | undefined) =>
  app === undefined || baseline === undefined || baseline === 0 ? '-' : (app / baseline).toFixed(2);
const errors = (row: ComparedRow) => `${row.app.errors} / ${row.baseline?.errors ?? '-'}`;

function printTable(title: string, header: string[], rows: string[][]): void {
  if (rows.length === 0) return;
  const widths = header.map((name, column) => Math.max(name.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

export function printCompared(rows: ComparedRow[], connections: number): void {
  printTable(
    `Compared with the bare baseline (bench/baseline/: the same statements, no framework), ${connections} connections asking as fast as they are answered`,
    [
      'row',
      'processes',
      'app req/s',
      'baseline req/s',
      'req/s app ÷ baseline',
      'app CPU/req',
      'baseline CPU/req',
      'CPU app ÷ baseline',
      'app p50 / p99',
      'baseline p50 / p99',
      'errors app / baseline',
    ],
    rows.map((row) => [
      row.name,
      String(row.processes),
      perSecond(row.app),
      perSecond(row.baseline),
      ratio(row.app.requestsPerSecond, row.baseline?.requestsPerSecond),
      cpu(row.app),
      cpu(row.baseline),
      ratio(row.app.cpuMsPerRequest, row.baseline?.cpuMsPerRequest),
      latency(row.app),
      latency(row.baseline),
      errors(row),
    ]),
  );
}

export function printSteady(rows: ComparedRow[]): void {
  printTable(
    `Steady load: requests offered at a fixed rate, whatever the answers (target: the app's p99 under ${TARGET_P99_MS} ms, no errors; "-": a row the baseline does not serve)`,
    [
      'row',
      'processes',
      'offered/s',
      'app req/s',
      'app p50 / p99',
      `p99 < ${TARGET_P99_MS} ms`,
      'baseline p50 / p99',
      'app CPU/req',
      'baseline CPU/req',
      'CPU app ÷ baseline',
      'errors app / baseline',
    ],
    rows.map((row) => [
      row.name,
      String(row.processes),
      String(row.rate ?? '-'),
      perSecond(row.app),
      latency(row.app),
      meetsTarget(row.app) ? 'pass' : 'MISS',
      latency(row.baseline),
      cpu(row.app),
      cpu(row.baseline),
      ratio(row.app.cpuMsPerRequest, row.baseline?.cpuMsPerRequest),
      errors(row),
    ]),
  );
}

export function printAppRows(rows: AppRow[], connections: number): void {
  const processes = rows[0]?.processes ?? 1;
  printTable(
    `The app alone (${processes} ${processes === 1 ? 'process' : 'processes'}), ${connections} connections asking as fast as they are answered (p99 reported, no target)`,
    ['row', 'req/s', 'p50 / p99', 'CPU/req', 'errors', 'note'],
    rows.map((row) => [
      row.name,
      perSecond(row.app),
      latency(row.app),
      cpu(row.app),
      String(row.app.errors),
      [row.note, row.appRssMb && describeAppRss(row.appRssMb)].filter(Boolean).join('; '),
    ]),
  );
}

// Issue 44: the app's memory (all its processes' RSS) while a row ran.
export function describeAppRss(rss: { beforeMb: number; peakMb: number }): string {
  return `app RSS ${rss.beforeMb} MB before, ${rss.peakMb} MB at most while it ran`;
}
