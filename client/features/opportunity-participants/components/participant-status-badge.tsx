import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { Badge } from '../../../components/ui/badge';
import { statusLabel } from '../../../lib/format';

// D11 colours where it sets them (pending blue, under review yellow, accepted green); the
// final statuses stay quiet. The text always says it (decisions, Interface).
const VARIANTS: Record<OpportunityApplicationStatus, 'blue' | 'yellow' | 'green' | 'default' | 'outline' | 'neutral'> =
  {
    pending: 'blue',
    under_review: 'yellow',
    accepted: 'green',
    waitlisted: 'outline',
    declined: 'neutral',
    completed: 'default',
    withdrawn: 'neutral',
  };

export function ParticipantStatusBadge({ status }: { status: OpportunityApplicationStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
