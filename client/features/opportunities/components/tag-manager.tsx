import { Tags, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import type { OpportunityTagDto } from '@server/modules/opportunities/opportunities.dto';
import { createTagSchema } from '@shared/tag-schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { useOpportunityTags } from '../api/list-opportunity-tags';
import { useAddTag, useCreateTag, useRemoveTag } from '../api/manage-tags';
import { TagBadge } from './opportunity-badges';

// spec §2: admins see a tag manager on the opportunity: create a tag, add an existing tag,
// remove one. The server refuses every one of these calls to anyone else.
export function TagManager({ opportunityId, tags }: { opportunityId: string; tags: OpportunityTagDto[] }) {
  const allTags = useOpportunityTags();
  const createTag = useCreateTag();
  const addTag = useAddTag(opportunityId);
  const removeTag = useRemoveTag(opportunityId);
  const [chosen, setChosen] = useState('');
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string>();
  const headingId = useId();

  const assigned = new Set(tags.map((tag) => tag.id));
  const available = (allTags.data?.items ?? []).filter((tag) => !assigned.has(tag.id));
  // Drawn only once the page's script runs (opportunity-detail.tsx, issue 41), so a click never
  // submits the form to the page's own address.
  const busy = createTag.isPending || addTag.isPending || removeTag.isPending;

  const add = async (tagId: string) => {
    try {
      await addTag.mutateAsync(tagId);
      toast.success('Tag added');
      return true;
    } catch {
      toast.error('Failed to add tag');
      return false;
    }
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen && (await add(chosen))) setChosen('');
  };

  // A new tag is created and put on this opportunity at once.
  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTagSchema.safeParse({ label });
    if (!parsed.success) {
      setLabelError(parsed.error.issues[0]?.message);
      return;
    }
    setLabelError(undefined);
    let created: OpportunityTagDto;
    try {
      created = await createTag.mutateAsync(parsed.data);
    } catch {
      toast.error('Failed to create tag');
      return;
    }
    setLabel('');
    await add(created.id);
  };

  const onRemove = async (tag: OpportunityTagDto) => {
    try {
      await removeTag.mutateAsync(tag.id);
      toast.success('Tag removed');
    } catch {
      toast.error('Failed to remove tag');
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-border bg-card p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Tags className="size-4 text-violet-300" aria-hidden="true" />
        Manage tags
      </h2>
      {tags.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tags on this opportunity yet.</p>
      ) : (
        <ul aria-label="Tags on this opportunity" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag.id} className="inline-flex items-center gap-0.5">
              <TagBadge tag={tag} />
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove tag ${tag.label}`}
                disabled={busy}
                onClick={() => void onRemove(tag)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onAdd} className="grid gap-2">
        <FormField label="Add an existing tag">
          <NativeSelect value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Choose a tag</option>
            {available.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" variant="secondary" disabled={!chosen || busy}>
          Add tag
        </Button>
      </form>
      <form onSubmit={onCreate} noValidate className="grid gap-2">
        <FormField label="New tag" error={labelError}>
          <Input value={label} maxLength={50} onChange={(event) => setLabel(event.target.value)} />
        </FormField>
        <Button type="submit" variant="secondary" disabled={busy}>
          Create tag
        </Button>
      </form>
    </section>
  );
}
