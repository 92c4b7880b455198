import type { TrackApplicationStatus } from '@shared/domain-values';
import { Badge } from '../../../components/ui/badge';
import { statusBadgeVariant } from '../../../components/status-badge';
import { statusLabel } from '../../../lib/format';

// One colour per status everywhere (D11, issue 19); the text says it (decisions, Interface).
export function ApplicationStatusBadge({ status, className }: { status: TrackApplicationStatus; className?: string }) {
  return (
    <Badge variant={statusBadgeVariant(status)} className={className} data-testid="application-status">
      {statusLabel(status)}
    </Badge>
  );
}

export function trackLabel(track: string): string {
  return track.charAt(0).toUpperCase() + track.slice(1);
}
