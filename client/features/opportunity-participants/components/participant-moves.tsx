import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { CheckCheck, Clock, Eye, ThumbsUp, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { movesFrom } from '../lib/participant-moves';

const ICONS: Partial<Record<OpportunityApplicationStatus, typeof Eye>> = {
  under_review: Eye,
  accepted: ThumbsUp,
  waitlisted: Clock,
  declined: X,
  completed: CheckCheck,
};

// The buttons of the D11 moves from the current status. Declining is final and emails the
// person, so it asks first.
export function ParticipantMoves({
  name,
  status,
  busy,
  onMove,
}: {
  name: string;
  status: OpportunityApplicationStatus;
  busy: boolean;
  onMove: (status: OpportunityApplicationStatus) => void;
}) {
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const moves = movesFrom(status);
  if (moves.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((move) => {
        const Icon = ICONS[move.status];
        const declining = move.status === 'declined';
        return (
          <Button
            key={move.status}
            size="sm"
            variant={
              declining ? 'ghost' : move.status === 'accepted' || move.status === 'completed' ? 'default' : 'outline'
            }
            className={declining ? 'text-red-300 hover:text-red-200' : undefined}
            disabled={busy}
            aria-label={`${move.label} ${name}`}
            onClick={() => (declining ? setConfirmingDecline(true) : onMove(move.status))}
          >
            {Icon && <Icon aria-hidden="true" />}
            {move.label}
          </Button>
        );
      })}
      <ConfirmDialog
        open={confirmingDecline}
        onOpenChange={setConfirmingDecline}
        title={`Decline ${name}?`}
        description="They will get an email. A declined application cannot be reopened."
        confirmLabel="Decline"
        onConfirm={() => onMove('declined')}
      />
    </div>
  );
}
