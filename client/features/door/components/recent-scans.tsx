import { doorClock } from '../lib/door-clock';
import type { ScanResult } from '../hooks/use-door-scans';

const TONE_WORDS = { success: 'In', warning: 'Again', refusal: 'Refused', queued: 'Waiting' } as const;

// The last few scans and what each got (a queued one, once sent, shows its answer here).
export function RecentScans({ results, timeZone }: { results: ScanResult[]; timeZone: string }) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="recent-scans" className="grid gap-2">
      <h2 id="recent-scans" className="text-sm font-semibold text-muted-foreground">
        Recent scans
      </h2>
      <ol className="grid gap-1 text-sm">
        {results.map((result) => (
          <li key={result.nonce} className="flex gap-2">
            <span className="w-12 shrink-0 tabular-nums text-muted-foreground">
              {doorClock(result.scannedAt, timeZone)}
            </span>
            <span className="w-16 shrink-0 font-medium">{TONE_WORDS[result.tone]}</span>
            <span className="min-w-0 break-words">{result.message}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
