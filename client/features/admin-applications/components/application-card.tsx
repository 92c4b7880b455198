import type { ApplicationSummaryDto } from '@server/modules/track-applications/application-review.dto';
import { Calendar, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { ApplicationStatusBadge, trackLabel } from './application-status-badge';

// spec §2 /admin/applications card, linking to /admin/application/{id}.
export function ApplicationCard({ application }: { application: ApplicationSummaryDto }) {
  const { applicant } = application;
  const place = [applicant.city, applicant.state].filter(Boolean).join(', ');
  return (
    <li>
      <Link
        to={`/admin/application/${application.id}`}
        className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 transition-colors hover:border-violet-400/50 hover:bg-muted/40 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="grid min-w-0 gap-1.5">
          <p className="truncate font-display text-base font-semibold">{applicant.name || 'Unknown Applicant'}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="font-medium text-violet-200">{trackLabel(application.track)}</span>
            {place && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-3.5" aria-hidden="true" />
                {place}
              </span>
            )}
            {applicant.phone && (
              <span className="inline-flex items-center gap-1.5">
                <Phone className="size-3.5" aria-hidden="true" />
                {applicant.phone}
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-3.5" aria-hidden="true" />
              <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
            </span>
          </div>
        </div>
        <ApplicationStatusBadge status={application.status} className="self-start sm:self-auto" />
      </Link>
    </li>
  );
}
