import { useState } from 'react';
import { type Invitee, InviteDialog } from '../../../features/invitations/components/invite-dialog';
import { InviteSelectedButton, TalentSearch } from '../../../features/talent/components/talent-search';
import { usePageTitle } from '../../../lib/use-page-title';

// Issue 20 /admin/talent: the search, and the invitation (D23) of the people selected in it.
export function AdminTalentPage() {
  usePageTitle('Talent');
  const [inviting, setInviting] = useState<Invitee[] | null>(null);
  return (
    <>
      <TalentSearch
        invite={(people) => <InviteSelectedButton count={people.length} onClick={() => setInviting(people)} />}
      />
      <InviteDialog
        open={inviting !== null}
        onOpenChange={(open) => !open && setInviting(null)}
        people={inviting ?? []}
      />
    </>
  );
}
