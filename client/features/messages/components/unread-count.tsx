import { cn } from '../../../lib/cn';

// The navigation's count of unread messages: nothing when none; its words for screen readers.
export function UnreadCount({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-violet-500 px-1.5 text-xs font-semibold text-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
