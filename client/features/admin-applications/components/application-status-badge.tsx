import type { TrackApplicationStatus } from '@shared/domain-values';
import { Badge } from '../../../components/ui/badge';
import { statusLabel } from '../../../lib/format';

// Colour helps; the text says it (decisions, Interface).
const VARIANTS: Record<TrackApplicationStatus, 'blue' | 'yellow' | 'default' | 'green' | 'neutral'> = {
  submitted: 'blue',
  under_review: 'yellow',
  shortlisted: 'default',
  booked: 'green',
  archived: 'neutral',
};

export function ApplicationStatusBadge({ status, className }: { status: TrackApplicationStatus; className?: string }) {
  return (
    <Badge variant={VARIANTS[status]} className={className} data-testid="application-status">
      {statusLabel(status)}
    </Badge>
  );
}

export function trackLabel(track: string): string {
  return track.charAt(0).toUpperCase() + track.slice(1);
}
