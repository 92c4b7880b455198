import type { ParticipantDto } from '@server/modules/opportunities/participants.dto';
import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { toast } from '../../../components/ui/toaster';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage, serverMessage } from '../../../lib/error-mapper';
import { statusLabel } from '../../../lib/format';
import { useParticipants } from '../api/list-participants';
import { useSetParticipantStatus } from '../api/set-participant-status';
import { applicantName } from '../lib/participant-moves';
import { ParticipantItem } from './participant-item';
import { SpotsMeter } from './spots-meter';

// spec §2: the participants of one opportunity (D11), shown at once on its page (issue 41: the
// page is the opportunity's own, so nothing is loaded that it does not show).
export function ParticipantsWidget({ opportunityId }: { opportunityId: string }) {
  const participants = useParticipants(opportunityId);
  const move = useSetParticipantStatus(opportunityId);
  const pages = participants.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);

  const moveParticipant = (participant: ParticipantDto, status: OpportunityApplicationStatus) => {
    const name = applicantName(participant.name);
    move.mutate(
      { applicationId: participant.id, status },
      {
        onSuccess: () =>
          toast.success('Application status updated', { description: `${name} is now ${statusLabel(status)}` }),
        // The server says why (no spots left, someone else moved first, …).
        onError: (error) =>
          toast.error('Failed to update status', {
            description: serverMessage(error, friendlyErrorMessage(error)),
          }),
      },
    );
  };

  if (participants.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (participants.isError || !first) {
    return <Alert title="Could not load participants">{friendlyErrorMessage(participants.error)}</Alert>;
  }
  return (
    <div className="grid gap-3">
      <SpotsMeter slots={first.opportunity} applicants={first.total} />
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No applications yet</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Applicants to ${first.opportunity.title}`}>
          {items.map((participant) => (
            <ParticipantItem
              key={participant.id}
              participant={participant}
              busy={move.isPending}
              onMove={(status) => moveParticipant(participant, status)}
            />
          ))}
        </ul>
      )}
      {participants.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          onClick={() => participants.fetchNextPage()}
          disabled={participants.isFetchingNextPage}
        >
          {participants.isFetchingNextPage ? 'Loading...' : 'Show more applicants'}
        </Button>
      )}
    </div>
  );
}
