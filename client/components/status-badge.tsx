import { Badge } from './ui/badge';
import { statusLabel } from '../lib/format';

type BadgeVariant = 'blue' | 'yellow' | 'green' | 'default' | 'neutral';

// D11 colours, one per status everywhere (issue 19): pending and submitted blue, under_review
// yellow, accepted green. Issue 41 (docs/decisions/164): booked, a track application's best
// outcome, is green like accepted, and shortlisted violet; everything else neutral. The badge
// always carries its text (colour is never the only signal).
export function statusBadgeVariant(status: string): BadgeVariant {
  switch (status) {
    case 'pending':
    case 'submitted':
      return 'blue';
    case 'under_review':
      return 'yellow';
    case 'accepted':
    case 'booked':
      return 'green';
    case 'shortlisted':
      return 'default';
    default:
      return 'neutral';
  }
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusBadgeVariant(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
