import { useQueryClient } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { isCreativeOpportunity } from '@shared/creative-opportunity';
import { withReturnPath } from '@shared/return-path';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { statusLabel } from '../../../lib/format';
import { type ApplicationBody, useApplyToOpportunity } from '../api/apply-to-opportunity';
import { useMyApplication } from '../api/get-my-application';
import { opportunityKeys } from '../api/query-keys';
import { applyState } from './apply-state';

const ApplyDialog = lazy(() => import('./apply-dialog'));

const SIGN_UP_MESSAGE = 'Please sign up to apply for this opportunity';
const COMPLETE_PROFILE_MESSAGE = 'Complete your profile to apply';
// D27: the address that brings a person back to this opportunity with its apply dialog open.
export const APPLY_PARAM = 'apply';
const returnToApply = (opportunityId: string) => `/opportunity/${opportunityId}?${APPLY_PARAM}=1`;

const linkClasses = 'font-medium text-violet-300 underline-offset-4 hover:underline';

// Issue 16: an invite-only opportunity explains itself instead of offering a way to apply.
function InviteOnlyNotice({ compact }: { compact: boolean }) {
  if (compact) {
    return (
      <p className="text-center text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">Invite Only</span>: the team invites people to this one.
      </p>
    );
  }
  return (
    <section aria-labelledby="invite-only" className="grid gap-1.5 rounded-lg border border-border bg-muted/40 p-4">
      <h2 id="invite-only" className="flex items-center gap-2 text-base font-semibold">
        <MailOpen className="size-4 text-violet-300" aria-hidden="true" />
        Invite Only
      </h2>
      <p className="text-sm text-muted-foreground">
        The team invites people to this one directly, so there is no application. A complete profile is how they find
        you.{' '}
        <Link to="/opportunities" className={linkClasses}>
          Browse open opportunities
        </Link>
      </p>
    </section>
  );
}

// spec §2 apply button and modal, spec §5 applying. The server checks every rule again (D14);
// the checks here only spare a round trip. `openOnArrival`: this panel opens the dialog when
// the address asks for it (D27, back from /auth or the wizard); only one panel of the page may.
export function ApplyPanel({
  opportunity,
  signedIn,
  hasProfile,
  openOnArrival = false,
  compact = false,
}: {
  opportunity: OpportunityDetailDto;
  signedIn: boolean;
  hasProfile: boolean;
  openOnArrival?: boolean;
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  // The dialog's code comes with the first click on apply, and stays for its closing animation.
  const [started, setStarted] = useState(false);
  const mine = useMyApplication(opportunity.id, signedIn);
  const apply = useApplyToOpportunity(opportunity.id);
  const state = applyState({
    slotsTotal: opportunity.slotsTotal,
    slotsFilled: opportunity.slotsFilled,
    status: opportunity.status,
    applied: Boolean(mine.data?.application),
    signedIn,
  });
  const creative = isCreativeOpportunity(opportunity);

  const askedToApply = openOnArrival && params.get(APPLY_PARAM) === '1';
  useEffect(() => {
    if (!askedToApply || (signedIn && mine.isPending)) return;
    // Wait while the session still says no profile: the wizard just made one.
    if (state.kind === 'apply' && !hasProfile) return;
    if (state.kind === 'apply') {
      setStarted(true);
      setOpen(true);
    }
    setParams(
      (current) => {
        const cleared = new URLSearchParams(current);
        cleared.delete(APPLY_PARAM);
        return cleared;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [askedToApply, signedIn, mine.isPending, state.kind, hasProfile, setParams]);

  const start = () => {
    if (state.kind === 'sign-up') {
      toast.info(SIGN_UP_MESSAGE);
      navigate(withReturnPath('/auth', returnToApply(opportunity.id)));
    } else if (!hasProfile) {
      toast.info(COMPLETE_PROFILE_MESSAGE);
      navigate(withReturnPath('/application', returnToApply(opportunity.id)));
    } else {
      setStarted(true);
      setOpen(true);
    }
  };

  // Answers whether the application went in (the form then clears).
  const submit = async (body: ApplicationBody): Promise<boolean> => {
    try {
      await apply.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE') {
        toast.info(COMPLETE_PROFILE_MESSAGE);
        navigate(withReturnPath('/application', returnToApply(opportunity.id)));
      } else if (error instanceof ApiError && error.status === 401) {
        toast.info(SIGN_UP_MESSAGE);
        navigate(withReturnPath('/auth', returnToApply(opportunity.id)));
      } else {
        toast.error(serverMessage(error, 'Failed to submit application'));
        // A duplicate means the button should read 'Already applied'.
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: opportunityKeys.myApplication(opportunity.id) });
        }
      }
      return false;
    }
    toast.success('Application submitted successfully!');
    setOpen(false);
    return true;
  };

  if (state.kind === 'invite-only') return <InviteOnlyNotice compact={compact} />;

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
      {state.kind === 'filled' && !compact && (
        <p className="mt-2 text-center text-sm text-muted-foreground">
          Every spot has been taken.{' '}
          <Link to="/opportunities" className={linkClasses}>
            Browse open opportunities
          </Link>
        </p>
      )}
      {started && (
        <Suspense fallback={null}>
          <ApplyDialog
            opportunity={opportunity}
            creative={creative}
            open={open}
            onOpenChange={setOpen}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </>
  );
}
