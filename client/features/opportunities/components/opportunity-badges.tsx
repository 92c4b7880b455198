import type { OpportunityTagDto } from '@server/modules/opportunities/opportunities.dto';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { capitalized } from '../../../lib/format';

const TYPE_VARIANTS = {
  event: 'blue',
  creative: 'pink',
  marketing: 'yellow',
  community: 'green',
} as const;

export function TypeBadge({ type }: { type: string }) {
  const variant = TYPE_VARIANTS[type as keyof typeof TYPE_VARIANTS] ?? 'neutral';
  return <Badge variant={variant}>{capitalized(type)}</Badge>;
}

// A tag carries its colour as a dot; the label is the signal, the colour only a hint.
export function TagBadge({ tag, className }: { tag: OpportunityTagDto; className?: string }) {
  return (
    <Badge variant="outline" className={cn('text-muted-foreground', className)}>
      <span
        aria-hidden="true"
        className="size-2 rounded-full"
        style={{ backgroundColor: tag.color ?? 'var(--color-primary)' }}
      />
      {tag.label}
    </Badge>
  );
}

export function TagList({ tags, label = 'Tags' }: { tags: OpportunityTagDto[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagBadge tag={tag} />
        </li>
      ))}
    </ul>
  );
}
