import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

// spec §2: signed-out visitors are invited to make a profile first.
export function ReadyToApplyPanel() {
  return (
    <section
      aria-labelledby="ready-to-apply"
      className="rounded-xl border border-violet-400/30 bg-gradient-to-br from-violet-700/30 via-fuchsia-700/15 to-card p-5"
    >
      <h2 id="ready-to-apply" className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <Sparkles className="size-4 text-violet-300" aria-hidden="true" />
        Ready to apply?
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Create your profile once and apply to this and every other opportunity in a few clicks.
      </p>
      <Button asChild variant="gradient" className="w-full">
        <Link to="/auth">Create your profile</Link>
      </Button>
    </section>
  );
}
