import { Link } from '../../../lib/router/router';
import { Card } from '../../../components/ui/card';

// spec §2: the applications count, with 'start by browsing open roles' when there are none.
export function ApplicationsCountCard({ total }: { total: number }) {
  return (
    <Card className="grid content-start gap-4 p-5">
      <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-muted-foreground">Applications</h2>
      {/* The figure and its words are one paragraph: a big figure alone reads as a heading (axe
          p-as-heading). */}
      <p className="grid gap-4">
        <span className="font-display text-4xl font-bold" data-testid="applications-count">
          {total}
        </span>
        {total > 0 && (
          <span className="text-sm text-muted-foreground">{total === 1 ? 'role applied to' : 'roles applied to'}</span>
        )}
      </p>
      {total === 0 && (
        <Link to="/opportunities" className="text-sm font-semibold text-violet-300 underline-offset-4 hover:underline">
          Start by browsing open roles
        </Link>
      )}
    </Card>
  );
}
