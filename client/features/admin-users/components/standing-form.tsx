import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { PERSON_RANKS, PERSON_STATUSES } from '@shared/domain-values';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useUpdateUserStanding } from '../api/update-user-standing';

// D13: an admin sets a person's status and rank.
export function StandingForm({ personId, status, rank }: { personId: string; status: string; rank: string }) {
  const update = useUpdateUserStanding(personId);
  const [nextStatus, setNextStatus] = useState(status);
  const [nextRank, setNextRank] = useState(rank);
  const unchanged = nextStatus === status && nextRank === rank;

  const save = () =>
    update.mutate(
      { status: nextStatus as (typeof PERSON_STATUSES)[number], rank: nextRank as (typeof PERSON_RANKS)[number] },
      {
        onSuccess: () => toast.success('User updated'),
        onError: (error) => toast.error(friendlyErrorMessage(error, 'Failed to update user')),
      },
    );

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="standing-status">Status</Label>
        <NativeSelect id="standing-status" value={nextStatus} onChange={(event) => setNextStatus(event.target.value)}>
          {PERSON_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="standing-rank">Rank</Label>
        <NativeSelect id="standing-rank" value={nextRank} onChange={(event) => setNextRank(event.target.value)}>
          {PERSON_RANKS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button onClick={save} disabled={unchanged || update.isPending}>
        {update.isPending ? 'Saving...' : 'Save status and rank'}
      </Button>
    </div>
  );
}
