import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { ApplicationBody } from '../api/apply-to-opportunity';
import { CoverLetterForm } from './cover-letter-form';
import { CreativeApplicationForm } from './creative-application-form';

// spec §2 apply modal. Its own chunk: the forms and their rules download when a person
// starts to apply, not with the page (apply-panel.tsx).
export default function ApplyDialog({
  opportunity,
  creative,
  open,
  onOpenChange,
  onSubmit,
}: {
  opportunity: OpportunityDetailDto;
  creative: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (body: ApplicationBody) => Promise<boolean>;
}) {
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
      </DialogContent>
    </Dialog>
  );
}
