import type { ApplicationDetailDto } from '@server/modules/track-applications/application-review.dto';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { ApplicationStatusBadge, trackLabel } from './application-status-badge';

// spec §2: applicant header with track and status badge.
export function ApplicationHeader({ application }: { application: ApplicationDetailDto }) {
  return (
    <header className="grid gap-3">
      <h1 className="text-3xl font-bold break-words">{application.applicant.name || 'Unknown Applicant'}</h1>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="outline">{trackLabel(application.track)} track</Badge>
        <ApplicationStatusBadge status={application.status} />
        {/* D37: how reliable the applicant has been at bookings. */}
        <ReliabilityBadge reliability={application.applicant.reliability} />
        <span>
          Applied <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
        </span>
        {application.opportunityTitle && <span>· for {application.opportunityTitle}</span>}
      </div>
    </header>
  );
}
