import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

// A native checkbox with its visible label: works with forms, keyboards and screen readers.
export function CheckboxField({
  label,
  description,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; description?: ReactNode }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-md border border-input bg-background/40 px-3 py-2.5 text-sm transition-colors hover:border-violet-400/60 has-[:checked]:border-violet-400/70 has-[:checked]:bg-violet-500/10 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        className,
      )}
    >
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-violet-500" {...props} />
      <span className="grid gap-0.5">
        <span className="font-medium">{label}</span>
        {description && <span className="text-xs text-muted-foreground">{description}</span>}
      </span>
    </label>
  );
}
