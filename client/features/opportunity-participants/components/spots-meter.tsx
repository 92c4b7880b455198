import type { ParticipantSlotsDto } from '@server/modules/opportunities/participants.dto';
import { Badge } from '../../../components/ui/badge';

// Spots filled of the total (D11), and how many applied. spec §4: 0 spots is invite only.
export function SpotsMeter({ slots, applicants }: { slots: ParticipantSlotsDto; applicants: number }) {
  const applied = `${applicants} ${applicants === 1 ? 'applicant' : 'applicants'}`;
  if (slots.slotsTotal === 0) {
    return <p className="text-sm text-muted-foreground">Invite only: no spots to fill · {applied}</p>;
  }
  const full = slots.slotsFilled >= slots.slotsTotal;
  const percent = Math.round((slots.slotsFilled / slots.slotsTotal) * 100);
  return (
    <div className="grid gap-1.5">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold" data-testid="spots-filled">
          {slots.slotsFilled} of {slots.slotsTotal} spots filled
        </span>
        {full && <Badge variant="green">Full</Badge>}
        <span className="text-muted-foreground">· {applied}</span>
      </p>
      <div className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-gradient-to-r from-primary to-accent" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
