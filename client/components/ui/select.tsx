import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

// The native select: keyboard, screen readers and phones handle it best.
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10 appearance-auto pr-8', className)} {...props} />;
}
