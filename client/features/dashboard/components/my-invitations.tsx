import type { MyInvitationDto } from '@server/modules/invitations/invitations.dto';
import { CalendarDays, MapPin, Sparkles } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { capitalized, formatDate } from '../../../lib/format';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/get-invitations';
import { AddToCalendar } from './add-to-calendar';
import { previewText } from '@shared/text-preview';

// D23: the person's invitations on the dashboard, open ones with the opportunity's details and
// an answer; nothing at all for someone never invited.
export function MyInvitations() {
  const invitations = useInvitations();
  const items = invitations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-invitations" className="grid content-start gap-4">
      <h2 id="my-invitations" className="text-xl font-bold">
        Invitations
      </h2>
      <ul className="grid gap-3">
        {items.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationItem({ invitation }: { invitation: MyInvitationDto }) {
  const answer = useAnswerInvitation();
  const { opportunity } = invitation;
  const open = invitation.status === 'invited';
  const where = [opportunity.venue, opportunity.city].filter(Boolean).join(', ');
  const reply = (kind: 'accept' | 'decline') =>
    answer.mutate(
      { invitationId: invitation.id, answer: kind },
      {
        onSuccess: () =>
          toast.success(kind === 'accept' ? "You're in" : 'Invitation declined', {
            description: opportunity.title,
          }),
        onError: (error) => toast.error(serverMessage(error, 'Failed to answer the invitation')),
      },
    );
  return (
    <li
      className="grid gap-3 rounded-lg border border-border bg-card px-4 py-4"
      data-testid="invitation"
      aria-label={`Invitation to ${opportunity.title}`}
    >
      {/* Issue 41: the badge keeps its corner; the title and the facts wrap beside it. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <div className="grid min-w-0 gap-1">
          <Link to={`/opportunity/${opportunity.id}`} className="font-semibold break-words hover:text-violet-200">
            {opportunity.title}
          </Link>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {opportunity.date && (
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-3.5" aria-hidden="true" />
                {formatDate(opportunity.date)}
              </span>
            )}
            {where && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden="true" />
                {where}
              </span>
            )}
          </p>
        </div>
        <Badge variant={open ? 'default' : invitation.status === 'accepted' ? 'green' : 'neutral'}>
          {open && <Sparkles className="size-3" aria-hidden="true" />}
          {capitalized(invitation.status)}
        </Badge>
      </div>
      {/* The description cut at 200 characters, as the list's cards show it (spec §2). */}
      <p className="text-sm">{previewText(opportunity.description)}</p>
      {invitation.message && (
        <blockquote className="border-l-2 border-violet-400 pl-3 text-sm italic">{invitation.message}</blockquote>
      )}
      {invitation.status === 'accepted' && opportunity.date && (
        <div>
          <AddToCalendar opportunityId={opportunity.id} title={opportunity.title} />
        </div>
      )}
      {open && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-xs text-muted-foreground">Answer by {formatDate(invitation.expiresAt)}</span>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={answer.isPending}
              aria-label={`Decline the invitation to ${opportunity.title}`}
              onClick={() => reply('decline')}
            >
              Decline
            </Button>
            <Button
              size="sm"
              disabled={answer.isPending}
              aria-label={`Accept the invitation to ${opportunity.title}`}
              onClick={() => reply('accept')}
            >
              Accept
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
