import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { capitalized, formatDate } from '../../../lib/format';
import { useOpportunityInvitations } from '../api/list-opportunity-invitations';
import { InviteDialog } from './invite-dialog';

// D23 beside the participants widget: invite people to this opportunity, and see where each
// invitation stands.
export function OpportunityInvitations({ opportunity }: { opportunity: { id: string; title: string } }) {
  const [inviting, setInviting] = useState(false);
  const [shown, setShown] = useState(false);
  return (
    <section className="grid gap-2" aria-label={`Invitations to ${opportunity.title}`}>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setInviting(true)}>
          <MailPlus aria-hidden="true" />
          Invite people
        </Button>
        <Button variant="ghost" size="sm" aria-expanded={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide invitations' : 'Show invitations'}
        </Button>
      </div>
      {shown && <InvitationList opportunityId={opportunity.id} />}
      <InviteDialog open={inviting} onOpenChange={setInviting} opportunity={opportunity} />
    </section>
  );
}

function InvitationList({ opportunityId }: { opportunityId: string }) {
  const invitations = useOpportunityInvitations(opportunityId);
  const items = invitations.data?.pages.flatMap((page) => page.items) ?? [];
  if (invitations.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No invitations yet</p>;
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1">
        {items.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center gap-2 rounded-md border border-border px-3 py-2 text-sm"
          >
            <Link to={`/admin/user/${invitation.personId}`} className="font-medium hover:text-violet-200">
              {invitation.name || 'Unnamed person'}
            </Link>
            <Badge variant={invitation.status === 'accepted' ? 'green' : 'neutral'}>
              {capitalized(invitation.status)}
            </Badge>
            <span className="ml-auto text-xs text-muted-foreground">invited {formatDate(invitation.invitedAt)}</span>
          </li>
        ))}
      </ul>
      {invitations.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          disabled={invitations.isFetchingNextPage}
          onClick={() => invitations.fetchNextPage()}
        >
          Show more invitations
        </Button>
      )}
    </div>
  );
}
