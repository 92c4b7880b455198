import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './ui/card';

// One section of /settings (D25): a card with its heading, which the page's contents link to.
// Features add their own sections with it (issue 20: alerts and invitations).
export function SettingsSection({
  id,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={cn('scroll-mt-24 p-5 sm:p-6', danger && 'border-red-500/40')} id={id}>
      <section aria-labelledby={`${id}-heading`} className="grid gap-5">
        <div className="grid gap-1">
          <h2 id={`${id}-heading`} className={cn('text-lg font-semibold', danger && 'text-red-200')}>
            {title}
          </h2>
          {description && <div className="text-sm text-muted-foreground">{description}</div>}
        </div>
        {children}
      </section>
    </Card>
  );
}
