import { CheckCircle2, CloudOff, ScanLine, TriangleAlert, XCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { doorClock } from '../lib/door-clock';
import type { ScanResult } from '../hooks/use-door-scans';

const TONES = {
  success: { icon: CheckCircle2, classes: 'border-green-500/60 bg-green-600/25 text-green-50' },
  warning: { icon: TriangleAlert, classes: 'border-yellow-400/60 bg-yellow-500/20 text-yellow-50' },
  refusal: { icon: XCircle, classes: 'border-red-500/70 bg-red-600/25 text-red-50' },
  queued: { icon: CloudOff, classes: 'border-blue-400/60 bg-blue-500/20 text-blue-50' },
};

// D36: the answer to the last scan, large enough to read at arm's length in a dark doorway, and
// announced to screen readers as it comes.
export function ScanResultPanel({ result, timeZone }: { result: ScanResult | undefined; timeZone: string }) {
  const tone = result ? TONES[result.tone] : undefined;
  const Icon = tone?.icon ?? ScanLine;
  return (
    <div
      role="status"
      aria-live="assertive"
      aria-atomic="true"
      data-testid="scan-result"
      data-tone={result?.tone ?? 'none'}
      className={cn(
        'flex min-h-28 items-center gap-3 rounded-xl border-2 p-4',
        tone?.classes ?? 'border-dashed border-border text-muted-foreground',
      )}
    >
      <Icon className="size-10 shrink-0" aria-hidden="true" />
      {result ? (
        <div key={result.nonce} className="grid gap-1">
          <p className="text-2xl font-bold leading-tight sm:text-3xl">{result.message}</p>
          <p className="text-sm">
            {result.label} · {doorClock(result.scannedAt, timeZone)}
          </p>
        </div>
      ) : (
        <p className="text-lg">Scan a ticket, type its code or find a name.</p>
      )}
    </div>
  );
}
