import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The e2e server has no SMTP_URL: it writes each email under its DATA_DIR/outbox (D5). This
// reads the newest email to `to` and returns the link on its line starting with `label`.
export async function emailLink(to: string, label: string, timeoutMs = 15_000): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const directory = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(directory).catch(() => [] as string[]);
    // File names start with the time they were written: the newest sorts last.
    for (const name of names
      .filter((file) => file.endsWith('.txt'))
      .toSorted()
      .toReversed()) {
      const text = await readFile(join(directory, name), 'utf8');
      if (!text.startsWith(`To: ${to}\n`)) continue;
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${label}: `));
      if (line) return line.slice(label.length + 2).trim();
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} with a "${label}" link in ${directory}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
