import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, cloneElement, isValidElement } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm shadow-primary/30 hover:bg-primary-hover',
        gradient: 'bg-gradient-to-r from-primary to-accent text-white shadow-lg shadow-primary/25 hover:brightness-110',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-muted',
        outline: 'border border-input bg-transparent text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-violet-300 underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-red-700',
      },
      size: {
        sm: 'h-8 px-3',
        default: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

// `asChild`: the button's look on its only child (a link). The child's own props win; the
// classes of both are kept.
function Slot({ children, className, ...props }: ComponentProps<'button'>) {
  if (!isValidElement<{ className?: string }>(children)) return null;
  return cloneElement(children, { ...props, ...children.props, className: cn(className, children.props.className) });
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
