import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { Badge } from '../../../components/ui/badge';
import { statusBadgeVariant } from '../../../components/status-badge';
import { statusLabel } from '../../../lib/format';

// One colour per status everywhere (D11, issue 19); the text always says it (decisions, Interface).
export function ParticipantStatusBadge({ status }: { status: OpportunityApplicationStatus }) {
  return (
    <Badge variant={statusBadgeVariant(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
