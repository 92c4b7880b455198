import { LifeBuoy } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { Card } from '../../../components/ui/card';

// spec §2: a help card linking to /about; issue 16: and a way to write to the team (the FAQ
// says to reach out from here).
export function HelpCard({ appName }: { appName: string }) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-violet-200">
        <LifeBuoy className="size-5" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <h2 className="font-semibold">Need help?</h2>
        <p className="text-sm text-muted-foreground">
          Learn how {appName} reviews profiles and books talent for every night.
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/about" className="text-sm font-semibold text-violet-300 underline-offset-4 hover:underline">
            Learn more about {appName}
          </Link>
          <Link to="/contact" className="text-sm font-semibold text-violet-300 underline-offset-4 hover:underline">
            Contact the team
          </Link>
        </div>
      </div>
    </Card>
  );
}
