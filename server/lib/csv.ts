// Issue 19 (docs/decisions/113): CSV as spreadsheets read it (RFC 4180, UTF-8 with a BOM so
// Excel reads accents) and safe to open: a cell a spreadsheet would run as a formula (=, -, @,
// and the tab and carriage return OWASP adds) starts with a ' instead. Issue 41
// (docs/decisions/165): only the cells that need it — a + followed by a digit is a phone number
// ("+1 214 555 0142"), kept as it is while it stays one (digits, spaces, dots, dashes and
// brackets: "+1+1" is a sum, and neutralised).
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_NUMBER = /^\+\d[\d\s().-]*$/;

const runsAsFormula = (text: string) => FORMULA_START.test(text) && !PHONE_NUMBER.test(text);

export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = typeof value === 'string' && runsAsFormula(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

// An export: its header row, and its rows a batch at a time (read from a cursor).
export type CsvExport = { header: readonly string[]; batches: AsyncGenerator<CsvValue[][]> };

// A download that is written while the rows are read: the BOM and header first, then each batch
// as the reader asks for more.
export function csvStream({ header, batches }: CsvExport): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

export function csvHeaders(name: string, today = new Date()): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${today.toISOString().slice(0, 10)}.csv"`,
    'Cache-Control': 'no-store',
  };
}
