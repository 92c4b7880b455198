import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary/20 text-violet-200',
        neutral: 'border-transparent bg-muted text-muted-foreground',
        outline: 'border-border text-foreground',
        blue: 'border-transparent bg-blue-500/20 text-blue-200',
        yellow: 'border-transparent bg-yellow-500/20 text-yellow-100',
        green: 'border-transparent bg-green-500/20 text-green-200',
        red: 'border-transparent bg-red-500/20 text-red-200',
        pink: 'border-transparent bg-pink-500/20 text-pink-200',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
