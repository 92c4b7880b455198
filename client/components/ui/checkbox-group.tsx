import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

// A labelled group of checkboxes (a fieldset with its legend), laid out in a grid.
export function CheckboxGroup({
  legend,
  hideLegend = false,
  description,
  className,
  children,
}: {
  legend: string;
  // When a visible heading already names the group, the legend is for screen readers only.
  hideLegend?: boolean;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn('grid gap-3', className)}>
      <legend className={cn('mb-1 text-sm font-medium', hideLegend && 'sr-only')}>{legend}</legend>
      {description && <p className="-mt-1 text-xs text-muted-foreground">{description}</p>}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}
