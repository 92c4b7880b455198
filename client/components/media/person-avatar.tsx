import { cn } from '../../lib/cn';
import { type PictureSource, ResponsivePicture } from '../ui/responsive-picture';

// A person's photo in a circle of `size` pixels, or their initials. Decorative beside their name.
export function PersonAvatar({
  photo,
  name,
  size,
  className,
}: {
  photo: PictureSource | null;
  name: string;
  size: number;
  className?: string;
}) {
  const style = { width: size, height: size };
  if (photo) {
    return (
      <span className={cn('inline-block shrink-0', className)} style={style}>
        <ResponsivePicture image={photo} alt="" sizes={`${size}px`} className="size-full rounded-full object-cover" />
      </span>
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground',
        className,
      )}
      style={style}
    >
      {initials}
    </span>
  );
}
