import type { OpportunityStatus, OpportunityType } from '@shared/domain-values';
import { Badge } from '../../../components/ui/badge';
import { capitalized } from '../../../lib/format';

// Colour helps; the text says it (decisions, Interface). The status is the coloured badge,
// the type an outlined one, so the two never look alike.
const STATUS_VARIANTS: Record<OpportunityStatus, 'neutral' | 'green' | 'blue' | 'red'> = {
  draft: 'neutral',
  open: 'green',
  filled: 'blue',
  closed: 'red',
};

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
