import { BellRing } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { Card } from '../../../components/ui/card';

// D24 on the dashboard: the way to the person's job alerts, kept on /settings (one place to
// load them from, so the dashboard's download stays small).
export function JobAlertsCard() {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-violet-200">
        <BellRing className="size-5" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <h2 className="font-semibold">Job alerts</h2>
        <p className="text-sm text-muted-foreground">Get an email when opportunities open that match your search.</p>
        <Link
          to="/settings#alerts"
          className="text-sm font-semibold text-violet-300 underline-offset-4 hover:underline"
        >
          Manage job alerts
        </Link>
      </div>
    </Card>
  );
}
