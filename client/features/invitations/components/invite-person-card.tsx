import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { type Invitee, InviteDialog } from './invite-dialog';

// D23 on a user page: invite this person to an opportunity.
export function InvitePersonCard({ person }: { person: Invitee }) {
  const [inviting, setInviting] = useState(false);
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setInviting(true)}>
          <MailPlus aria-hidden="true" />
          Invite to an opportunity
        </Button>
        <InviteDialog open={inviting} onOpenChange={setInviting} people={[person]} />
      </CardContent>
    </Card>
  );
}
