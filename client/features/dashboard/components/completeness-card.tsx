import { Link } from '../../../lib/router/router';
import { Card } from '../../../components/ui/card';
import type { Dashboard } from '../api/get-dashboard';

// spec §2 / §5: profile completeness — percent of six checks, and a 'complete profile' link to
// /profile. Issue 16: the words match the figure ('almost there' is said once most of it is
// done, not at 17 %; docs/decisions/093).
export function completenessWords(percent: number): string {
  if (percent >= 100) return 'All set';
  if (percent >= 65) return 'Almost there';
  if (percent >= 50) return 'Halfway there';
  return 'Just getting started';
}

export function CompletenessCard({ completeness }: { completeness: Dashboard['completeness'] }) {
  const { percent } = completeness;
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-muted-foreground">Profile</h2>
        <span className="text-xs text-muted-foreground">{completenessWords(percent)}</span>
      </div>
      <p className="font-display text-4xl font-bold" data-testid="profile-completeness">
        {percent}%
      </p>
      <div
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-primary to-accent" style={{ width: `${percent}%` }} />
      </div>
      <Link to="/profile" className="text-sm font-semibold text-violet-300 underline-offset-4 hover:underline">
        {percent >= 100 ? 'Edit profile' : 'Complete profile'}
      </Link>
    </Card>
  );
}
