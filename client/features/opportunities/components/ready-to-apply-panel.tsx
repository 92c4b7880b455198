import { Sparkles } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { viaPage } from './apply-panel';

// spec §2: signed-out visitors are invited to make a profile first. It explains the one call to
// action beside it (the apply button, 'Sign up to apply'), rather than adding a second one.
// D27: signing up from here comes back to this opportunity with its apply dialog open; it opens
// /auth on sign-up, as every "Create your profile" does (decision 155).
export function ReadyToApplyPanel({ opportunityId }: { opportunityId: string }) {
  return (
    <section aria-labelledby="ready-to-apply" className="grid gap-1.5">
      <h2 id="ready-to-apply" className="flex items-center gap-2 text-base font-semibold">
        <Sparkles className="size-4 text-violet-300" aria-hidden="true" />
        Ready to apply?
      </h2>
      <p className="text-sm text-muted-foreground">
        <Link
          to={`${viaPage('/auth', opportunityId)}&mode=sign-up`}
          className="font-medium text-violet-300 underline-offset-4 hover:underline"
        >
          Create your profile
        </Link>{' '}
        once and apply to this and every other opportunity in a few clicks.
      </p>
    </section>
  );
}
