import type { ParticipantDto } from '@server/modules/opportunities/participants.dto';
import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { ChevronDown, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { friendlyErrorMessage, serverMessage } from '../../../lib/error-mapper';
import { statusLabel } from '../../../lib/format';
import { useParticipants } from '../api/list-participants';
import { useSetParticipantStatus } from '../api/set-participant-status';
import { applicantName } from '../lib/participant-moves';
import { ParticipantItem } from './participant-item';
import { SpotsMeter } from './spots-meter';

// spec §2 /admin/opportunities: the participants of one opportunity (D11). Folded until opened,
// so a long list of opportunities loads no applicants it does not show.
export function ParticipantsWidget({ opportunityId }: { opportunityId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="grid gap-3">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <UsersRound aria-hidden="true" />
        Participants
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <ParticipantsPanel opportunityId={opportunityId} />}
      </div>
    </section>
  );
}

function ParticipantsPanel({ opportunityId }: { opportunityId: string }) {
  const participants = useParticipants(opportunityId, { enabled: true });
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
