import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toaster';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { isCreativeOpportunity } from '@shared/creative-opportunity';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { statusLabel } from '../../../lib/format';
import { type ApplicationBody, useApplyToOpportunity } from '../api/apply-to-opportunity';
import { useMyApplication } from '../api/get-my-application';
import { opportunityKeys } from '../api/query-keys';
import { applyState } from './apply-state';
import { useQueryClient } from '@tanstack/react-query';

const ApplyDialog = lazy(() => import('./apply-dialog'));

const SIGN_UP_MESSAGE = 'Please sign up to apply for this opportunity';
const COMPLETE_PROFILE_MESSAGE = 'Complete your profile to apply';

// spec §2 apply button and modal, spec §5 applying. The server checks every rule again (D14);
// the checks here only spare a round trip.
export function ApplyPanel({
  opportunity,
  signedIn,
  hasProfile,
}: {
  opportunity: OpportunityDetailDto;
  signedIn: boolean;
  hasProfile: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // The dialog's code comes with the first click on apply, and stays for its closing animation.
  const [started, setStarted] = useState(false);
  const mine = useMyApplication(opportunity.id, signedIn);
  const apply = useApplyToOpportunity(opportunity.id);
  const state = applyState({
    slotsTotal: opportunity.slotsTotal,
    status: opportunity.status,
    applied: Boolean(mine.data?.application),
    signedIn,
  });
  const creative = isCreativeOpportunity(opportunity);

  const start = () => {
    if (state.kind === 'sign-up') {
      toast.info(SIGN_UP_MESSAGE);
      navigate('/auth');
    } else if (!hasProfile) {
      toast.info(COMPLETE_PROFILE_MESSAGE);
      navigate('/application');
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
        navigate('/application');
      } else if (error instanceof ApiError && error.status === 401) {
        toast.info(SIGN_UP_MESSAGE);
        navigate('/auth');
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
          <Link to="/dashboard" className="font-medium text-violet-300 underline-offset-4 hover:underline">
            Follow it on your dashboard
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
