import { useState } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import { toast } from '../../../components/ui/toaster';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { type OpportunityFormInput, opportunityFormDefaults } from '@shared/opportunity-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { serverMessage } from '../../../lib/error-mapper';
import { useCreateOpportunity } from '../api/create-opportunity';
import { setOpportunityTags } from '../api/opportunity-tags';
import { refreshAfterChange } from '../api/refresh-after-change';
import { useUpdateOpportunity } from '../api/update-opportunity';
import { OpportunityForm } from './opportunity-form';
import { TagPicker } from './tag-picker';

// spec §2 Create Opportunity and Edit dialogs, with the toasts of spec §8 (the server's
// message, when it has one, under the failure's title). `editing` absent: create.
export function OpportunityFormDialog({
  open,
  editing,
  onOpenChange,
}: {
  open: boolean;
  editing?: OpportunityDetailDto;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateOpportunity();
  const update = useUpdateOpportunity();
  const queryClient = useQueryClient();
  const before = editing?.tags.map((tag) => tag.id) ?? [];
  const [tagIds, setTagIds] = useState<string[]>(before);

  const save = async (input: OpportunityFormInput) => {
    let saved: OpportunityDetailDto;
    try {
      saved = editing ? await update.mutateAsync({ id: editing.id, input }) : await create.mutateAsync(input);
    } catch (error) {
      toast.error(editing ? 'Failed to update opportunity' : 'Failed to create opportunity', {
        description: serverMessage(error, '') || undefined,
      });
      throw error;
    }
    // Issue 41: then its tags, as chosen in the dialog.
    try {
      await setOpportunityTags(saved.id, before, tagIds);
    } catch (error) {
      toast.error('Failed to save the tags', { description: serverMessage(error, '') || undefined });
    }
    await refreshAfterChange(queryClient);
    toast.success(editing ? 'Opportunity updated successfully!' : 'Opportunity created successfully!');
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit opportunity' : 'Create Opportunity'}</DialogTitle>
          <DialogDescription>
            Title and description are required. New opportunities start as drafts, hidden until opened.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on each opening (the dialog unmounts when closed), so it starts
            from the opportunity being edited or from empty. */}
        <OpportunityForm
          defaultValues={opportunityFormDefaults(editing)}
          submitLabel={editing ? 'Save changes' : 'Create opportunity'}
          onSubmit={save}
          onCancel={() => onOpenChange(false)}
          tags={<TagPicker chosen={tagIds} onChange={setTagIds} />}
        />
      </DialogContent>
    </Dialog>
  );
}
