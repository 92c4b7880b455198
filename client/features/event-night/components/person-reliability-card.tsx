import { LIFT_NOTE_MAX_LENGTH, liftBlockSchema } from '@shared/reliability';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { type FormEvent, useId, useState } from 'react';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { friendlyErrorMessage, serverMessage } from '../../../lib/error-mapper';
import { usePersonReliability } from '../api/get-person-reliability';
import { useLiftReliabilityBlock } from '../api/lift-reliability-block';
import { ReliabilityBlockNotice, ReliabilityHistory } from './reliability-history';

// D37 on a person's user page: their reliability and last bookings, and a block in force, which
// an admin may lift with a note (D31: not on their own record: another admin does).
export function PersonReliabilityCard({ personId, ownRecord }: { personId: string; ownRecord: boolean }) {
  const standing = usePersonReliability(personId);
  const titleId = useId();
  return (
    <Card className="h-fit" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Reliability
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {standing.isPending ? (
          <Skeleton className="h-16" />
        ) : standing.isError ? (
          <Alert>{friendlyErrorMessage(standing.error)}</Alert>
        ) : (
          <>
            <div>
              <ReliabilityBadge reliability={standing.data.reliability} />
            </div>
            <ReliabilityHistory history={standing.data.history} />
            {standing.data.block && (
              <>
                <ReliabilityBlockNotice block={standing.data.block} title="Applying is paused" />
                {ownRecord ? (
                  <Alert tone="info">{OWN_RECORD_MESSAGES.reliabilityBlock}</Alert>
                ) : (
                  <LiftBlockForm personId={personId} />
                )}
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function LiftBlockForm({ personId }: { personId: string }) {
  const lift = useLiftReliabilityBlock(personId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = liftBlockSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    lift.mutate(parsed.data, {
      onSuccess: () => toast.success('Block lifted: they can apply again'),
      onError: (failure) => toast.error(serverMessage(failure, 'Failed to lift the block')),
    });
  };
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate aria-label="Lift the block">
      <FormField label="Note" hint="Why it is lifted: it goes in their communication log." error={error}>
        <Textarea rows={3} maxLength={LIFT_NOTE_MAX_LENGTH} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" disabled={lift.isPending}>
        {lift.isPending ? 'Lifting...' : 'Lift the block'}
      </Button>
    </form>
  );
}
