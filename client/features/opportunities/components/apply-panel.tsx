import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { isCreativeOpportunity } from '@shared/opportunity-application';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { type ApplicationBody, useApplyToOpportunity } from '../api/apply-to-opportunity';
import { useMyApplication } from '../api/get-my-application';
import { opportunityKeys } from '../api/query-keys';
import { applyState } from './apply-state';
import { CoverLetterForm } from './cover-letter-form';
import { CreativeApplicationForm } from './creative-application-form';
import { useQueryClient } from '@tanstack/react-query';

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
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Apply for {opportunity.title}</DialogTitle>
            <DialogDescription>
              {creative
                ? 'Tell us about your act. Every field is required.'
                : 'Add a note for the team if you like, then submit.'}
            </DialogDescription>
          </DialogHeader>
          {creative ? (
            <CreativeApplicationForm onSubmit={submit} onCancel={() => setOpen(false)} />
          ) : (
            <CoverLetterForm onSubmit={submit} onCancel={() => setOpen(false)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
