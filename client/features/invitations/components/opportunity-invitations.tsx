import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router/router';
import type { OpportunityStatus } from '@shared/domain-values';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { capitalized, formatDate } from '../../../lib/format';
import { useOpportunityInvitations } from '../api/list-opportunity-invitations';
import { InviteDialog } from './invite-dialog';

// D23 beside the participants widget: invite people to this opportunity, and see where each
// invitation stands. D32: a draft's page is a 404 to the invitee, so drafts take no invitations.
export function OpportunityInvitations({
  opportunity,
}: {
  opportunity: { id: string; title: string; status: OpportunityStatus };
}) {
  const [inviting, setInviting] = useState(false);
  return (
    <div className="grid gap-3">
      {opportunity.status === 'draft' ? (
        <p className="text-sm text-muted-foreground">
          Open this opportunity to invite people: a draft's page is hidden.
        </p>
      ) : (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setInviting(true)}>
          <MailPlus aria-hidden="true" />
          Invite people
        </Button>
      )}
      <InvitationList opportunityId={opportunity.id} />
      <InviteDialog open={inviting} onOpenChange={setInviting} opportunity={opportunity} />
    </div>
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
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 rounded-md border border-border px-3 py-2 text-sm"
          >
            <Link to={`/admin/user/${invitation.personId}`} className="break-words font-medium hover:text-violet-200">
              {invitation.name || 'Unnamed person'}
            </Link>
            <Badge variant={invitation.status === 'accepted' ? 'green' : 'neutral'}>
              {capitalized(invitation.status)}
            </Badge>
            <span className="col-span-2 text-xs text-muted-foreground">invited {formatDate(invitation.invitedAt)}</span>
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
