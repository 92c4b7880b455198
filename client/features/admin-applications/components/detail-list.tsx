import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';

// Label/value rows of the application page; empty values are left out.
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>;
}

export function DetailItem({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div className={wide ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

export function Chips({ values }: { values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <Badge key={value} variant="neutral">
          {value}
        </Badge>
      ))}
    </span>
  );
}
