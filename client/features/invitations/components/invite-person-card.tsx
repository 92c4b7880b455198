import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { type Invitee, InviteDialog } from './invite-dialog';

// D23 on a user page: invite this person to an opportunity; D31: not oneself (`ownRecord`).
export function InvitePersonCard({ person, ownRecord }: { person: Invitee; ownRecord: boolean }) {
  const [inviting, setInviting] = useState(false);
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle as="h2">Invitations</CardTitle>
      </CardHeader>
      <CardContent>
        {ownRecord ? (
          <Alert tone="info">{OWN_RECORD_MESSAGES.invitations}</Alert>
        ) : (
          <>
            <Button variant="outline" onClick={() => setInviting(true)}>
              <MailPlus aria-hidden="true" />
              Invite to an opportunity
            </Button>
            <InviteDialog open={inviting} onOpenChange={setInviting} people={[person]} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
