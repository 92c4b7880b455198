import { CalendarClock } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';

// D10: an archived track application can be replaced 30 days after archiving; until then
// the wizard says from which date.
export function ReapplyNotice({ reapplyFrom }: { reapplyFrom: string }) {
  return (
    <Card className="grid gap-4 p-6 text-center sm:p-8">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-muted text-violet-200">
        <CalendarClock className="size-5" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">Your last application was archived</h1>
      <p className="text-muted-foreground">
        You can submit a new application from{' '}
        <span className="font-semibold text-foreground">{formatDate(reapplyFrom)}</span>. In the meantime, keep your
        profile fresh and browse open roles.
      </p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/dashboard">Back to dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/opportunities">Browse opportunities</Link>
        </Button>
      </div>
    </Card>
  );
}
