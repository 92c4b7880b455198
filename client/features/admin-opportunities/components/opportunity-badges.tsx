import { Star } from 'lucide-react';
import type { OpportunityStatus, OpportunityType } from '@shared/domain-values';
import { Badge } from '../../../components/ui/badge';

// Colour helps; the text says it (decisions, Interface). The status is the coloured badge,
// the type an outlined one, so the two never look alike.
const STATUS_VARIANTS: Record<OpportunityStatus, 'neutral' | 'green' | 'blue' | 'red'> = {
  draft: 'neutral',
  open: 'green',
  filled: 'blue',
  closed: 'red',
};

export function capitalized(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function OpportunityStatusBadge({ status }: { status: OpportunityStatus }) {
  return (
    <Badge variant={STATUS_VARIANTS[status] ?? 'neutral'}>
      <span className="sr-only">Status: </span>
      {capitalized(status)}
    </Badge>
  );
}

export function OpportunityTypeBadge({ type }: { type: OpportunityType }) {
  return (
    <Badge variant="outline">
      <span className="sr-only">Type: </span>
      {capitalized(type)}
    </Badge>
  );
}

export function FeaturedBadge() {
  return (
    <Badge variant="default" className="bg-amber-400/15 text-amber-200">
      <Star className="size-3" aria-hidden="true" />
      Featured
    </Badge>
  );
}
