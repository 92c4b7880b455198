import type { ParticipantDto } from '@server/modules/opportunities/participants.dto';
import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { Link } from '../../../lib/router/router';
import { PersonAvatar } from '../../../components/media/person-avatar';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';
import { applicantName } from '../lib/participant-moves';
import { ParticipantAnswers } from './participant-answers';
import { ParticipantMoves } from './participant-moves';
import { ParticipantStatusBadge } from './participant-status-badge';

// One applicant: name (to their user page), date applied, status, what they sent, and the
// moves D11 allows from here.
export function ParticipantItem({
  participant,
  busy,
  onMove,
}: {
  participant: ParticipantDto;
  busy: boolean;
  onMove: (status: OpportunityApplicationStatus) => void;
}) {
  const name = applicantName(participant.name);
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-background/40 p-3" data-testid="participant">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <PersonAvatar photo={participant.photo} name={name} size={32} />
        <Link
          to={`/admin/user/${participant.personId}`}
          className="min-w-0 break-words font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {name}
        </Link>
        <span className="text-xs text-muted-foreground">
          Applied <time dateTime={participant.appliedAt}>{formatDate(participant.appliedAt)}</time>
        </span>
        {/* D37: how reliable they have been, next to them. */}
        <ReliabilityBadge reliability={participant.reliability} />
        <span className="ml-auto">
          <ParticipantStatusBadge status={participant.status} />
        </span>
      </div>
      <ParticipantAnswers participant={participant} name={name} />
      {/* D31: an admin's own application is moved by another admin. */}
      {participant.ownRecord ? (
        <Alert tone="info">{OWN_RECORD_MESSAGES.application}</Alert>
      ) : (
        <ParticipantMoves name={name} status={participant.status} busy={busy} onMove={onMove} />
      )}
    </li>
  );
}
