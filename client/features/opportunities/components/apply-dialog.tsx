import { useEffect, useState } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import { useNavigate, useSearchParams } from '../../../lib/router/router';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { isCreativeOpportunity } from '@shared/creative-opportunity';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { type ApplicationBody, useApplyToOpportunity } from '../api/apply-to-opportunity';
import { opportunityKeys } from '../api/query-keys';
import { APPLY_PARAM, COMPLETE_PROFILE_MESSAGE, SIGN_UP_MESSAGE, viaPage } from './apply-panel';
import { CoverLetterForm } from './cover-letter-form';
import { CreativeApplicationForm } from './creative-application-form';

// spec §2 apply modal. Its own chunk: the forms and their rules download when a person
// starts to apply (or arrives to apply, D27), not with the page (apply-panel.tsx).
export default function ApplyDialog({
  opportunity,
  open,
  onOpenChange,
  arrival,
}: {
  opportunity: OpportunityDetailDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // D27: the page was opened to apply (?apply=1, back from /auth or the wizard). `ready`: the
  // person's application to this opportunity is known.
  arrival?: { ready: boolean; canApply: boolean; hasProfile: boolean };
}) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  // A refused application is also said in the dialog, under its form (issue 16).
  const [failure, setFailure] = useState<string | null>(null);
  const ready = arrival?.ready ?? false;
  const canApply = arrival?.canApply ?? false;
  const hasProfile = arrival?.hasProfile ?? false;
  useEffect(() => {
    // Wait while the session still says no profile: the wizard just made one.
    if (!ready || (canApply && !hasProfile)) return;
    if (canApply) onOpenChange(true);
    // Once decided, the address forgets the request: a reload does not open the dialog again.
    setParams(
      (current) => {
        current.delete(APPLY_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [ready, canApply, hasProfile, onOpenChange, setParams]);
  const queryClient = useQueryClient();
  const apply = useApplyToOpportunity(opportunity.id);
  const creative = isCreativeOpportunity(opportunity);

  // Answers whether the application went in (the form then clears).
  const onSubmit = async (body: ApplicationBody): Promise<boolean> => {
    setFailure(null);
    try {
      await apply.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE') {
        toast.info(COMPLETE_PROFILE_MESSAGE);
        navigate(viaPage('/application', opportunity.id));
      } else if (error instanceof ApiError && error.status === 401) {
        toast.info(SIGN_UP_MESSAGE);
        navigate(viaPage('/auth', opportunity.id));
      } else {
        const message = serverMessage(error, 'Failed to submit application');
        setFailure(message);
        toast.error(message);
        // A duplicate means the button should read 'Already applied'.
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: opportunityKeys.myApplication(opportunity.id) });
        }
      }
      return false;
    }
    toast.success('Application submitted successfully!');
    onOpenChange(false);
    return true;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
          <CreativeApplicationForm onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
        ) : (
          <CoverLetterForm onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
        )}
        {failure && <Alert>{failure}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
