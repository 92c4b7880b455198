import { cn } from '../../lib/cn';

// The mark and the product's name (D1).
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-display text-lg font-bold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-7">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a855f7" />
            <stop offset="1" stopColor="#ec4899" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="url(#logo-gradient)" />
        <path
          d="M20 14h14c7 0 12 4 12 10 0 4-2 7-5 8 4 1 7 5 7 9 0 7-5 11-13 11H20z"
          fill="#09090f"
          fillOpacity="0.92"
        />
      </svg>
      <span>{name}</span>
    </span>
  );
}
