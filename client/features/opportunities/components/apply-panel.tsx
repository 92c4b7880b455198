import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router/router';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { statusLabel } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMyApplication } from '../api/get-my-application';
import { applyState, holdsSpot } from './apply-state';

const ApplyDialog = lazy(() => import('./apply-dialog'));

export const SIGN_UP_MESSAGE = 'Please sign up to apply for this opportunity';
export const COMPLETE_PROFILE_MESSAGE = 'Complete your profile to apply';
// D27: the address that brings a person back to this opportunity with its apply dialog open,
// and the page that brings them there (`next`, shared/return-path.ts: not imported, to keep
// this page's first download small).
export const APPLY_PARAM = 'apply';
export const viaPage = (page: '/auth' | '/application', opportunityId: string) =>
  `${page}?next=${encodeURIComponent(`/opportunity/${opportunityId}?${APPLY_PARAM}=1`)}`;

const linkClasses = 'font-medium text-violet-300 underline-offset-4 hover:underline';

// spec §2: a disabled "Invite Only" button; issue 16: it says why there is no application (the
// phone's apply bar has nothing to offer then).
function InviteOnlyNotice() {
  return (
    <div className="grid gap-2">
      <Button variant="outline" size="lg" className="w-full" disabled>
        Invite Only
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        The team invites people to this one: there is no application.
      </p>
    </div>
  );
}

// Issue 41: holding a spot reads as good news, with where it stands and where to follow it.
function YoureIn({ status }: { status: string }) {
  return (
    <div className="grid gap-1 rounded-lg border border-green-500/40 bg-green-500/10 p-4 text-center">
      <strong className="text-lg text-green-100">You're in</strong>
      <p className="text-sm text-muted-foreground">
        Your booking is <span className="font-medium text-foreground">{statusLabel(status)}</span>.{' '}
        <Link to="/dashboard" className={linkClasses}>
          See it on your dashboard
        </Link>
      </p>
    </div>
  );
}

// spec §2 apply button and modal, spec §5 applying. The server checks every rule again (D14);
// the checks here only spare a round trip. Sending the application is the dialog's own (its
// chunk comes with the first click on apply). `openOnArrival`: this panel opens the dialog when
// the address asks for it (D27, back from /auth or the wizard); only one panel of the page may.
export function ApplyPanel({
  opportunity,
  signedIn,
  hasProfile,
  openOnArrival = false,
  compact = false,
  ended = false,
}: {
  opportunity: OpportunityDetailDto;
  signedIn: boolean;
  hasProfile: boolean;
  openOnArrival?: boolean;
  compact?: boolean;
  // D32: filled, closed or over: the page's banner says so, in place of a way to apply.
  ended?: boolean;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  // D27: back from /auth or the wizard (?apply=1), the dialog's chunk decides whether to open.
  const askedToApply = openOnArrival && params.get(APPLY_PARAM) === '1';
  // The dialog's code comes with the first click on apply (or such an arrival), and stays for
  // its closing animation.
  const [started, setStarted] = useState(askedToApply);
  // Issue 41: the lazy dialog is drawn once the page runs, never by the server (React error #419).
  const hydrated = useHydrated();
  const mine = useMyApplication(opportunity.id, signedIn);
  const state = applyState({
    slotsTotal: opportunity.slotsTotal,
    slotsFilled: opportunity.slotsFilled,
    status: opportunity.status,
    past: opportunity.past,
    applied: Boolean(mine.data?.application),
    holdsSpot: holdsSpot(mine.data?.application?.status),
    signedIn,
  });

  const start = () => {
    if (state.kind === 'sign-up') {
      toast.info(SIGN_UP_MESSAGE);
      navigate(viaPage('/auth', opportunity.id));
    } else if (!hasProfile) {
      toast.info(COMPLETE_PROFILE_MESSAGE);
      navigate(viaPage('/application', opportunity.id));
    } else {
      setStarted(true);
      setOpen(true);
    }
  };

  if (state.kind === 'in') return compact ? null : <YoureIn status={mine.data?.application?.status ?? 'accepted'} />;
  if (state.kind === 'invite-only') return compact ? null : <InviteOnlyNotice />;
  if (ended && state.kind !== 'applied') return null;

  return (
    <>
      <Button
        variant={state.disabled ? 'outline' : 'gradient'}
        size="lg"
        className="w-full"
        disabled={state.disabled || (signedIn && mine.isPending)}
        onClick={start}
      >
        {state.label}
      </Button>
      {/* Issue 16: 'Already applied' says where the application stands, and where to follow it. */}
      {state.kind === 'applied' && mine.data?.application && (
        <p className="mt-2 text-center text-sm text-muted-foreground">
          Your application is{' '}
          <span className="font-medium text-foreground">{statusLabel(mine.data.application.status)}</span>.{' '}
          <Link to="/dashboard" className={linkClasses}>
            Follow it on your dashboard
          </Link>
        </p>
      )}
      {started && hydrated && (
        <Suspense fallback={null}>
          <ApplyDialog
            opportunity={opportunity}
            open={open}
            onOpenChange={setOpen}
            arrival={
              askedToApply
                ? { ready: !(signedIn && mine.isPending), canApply: state.kind === 'apply', hasProfile }
                : undefined
            }
          />
        </Suspense>
      )}
    </>
  );
}
