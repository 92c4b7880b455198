import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  error: { icon: AlertCircle, classes: 'border-red-500/40 bg-red-500/10 text-red-100' },
  info: { icon: Info, classes: 'border-blue-500/40 bg-blue-500/10 text-blue-100' },
  success: { icon: CheckCircle2, classes: 'border-green-500/40 bg-green-500/10 text-green-100' },
};

// An inline message; errors are announced to screen readers as they appear.
export function Alert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const { icon: Icon, classes } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', classes, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
