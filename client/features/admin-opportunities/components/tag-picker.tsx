import { Plus } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { createTagSchema } from '@shared/tag-schemas';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { useAllTags, useCreateTag } from '../api/opportunity-tags';

// Issue 41: the opportunity's tags in its create and edit dialog (spec §2's tag manager: add
// an existing tag, remove one, create one). Chosen here, saved with the opportunity.
export function TagPicker({ chosen, onChange }: { chosen: readonly string[]; onChange: (ids: string[]) => void }) {
  const tags = useAllTags();
  const createTag = useCreateTag();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string>();

  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));

  const create = async () => {
    const parsed = createTagSchema.safeParse({ label });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const created = await createTag.mutateAsync(parsed.data);
      onChange([...chosen, created.id]);
      setLabel('');
    } catch (failure) {
      toast.error('Failed to create tag', { description: serverMessage(failure, '') || undefined });
    }
  };
  // Enter makes the tag rather than submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void create();
  };

  const items = tags.data?.items ?? [];
  return (
    <div className="grid gap-3 sm:col-span-2">
      <CheckboxGroup legend="Tags" description="Shown on the opportunity and used by the public filters.">
        {items.length === 0 && (
          <p className="col-span-full text-sm text-muted-foreground">{tags.isPending ? 'Loading...' : 'No tags yet'}</p>
        )}
        {items.map((tag) => (
          <CheckboxField
            key={tag.id}
            label={tag.label}
            checked={chosen.includes(tag.id)}
            onChange={(event) => toggle(tag.id, event.target.checked)}
          />
        ))}
      </CheckboxGroup>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
        <FormField label="New tag" error={error}>
          <Input
            autoComplete="off"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </FormField>
        {/* Level with the field, under its label. */}
        <Button
          type="button"
          variant="outline"
          className="mt-[1.625rem]"
          disabled={createTag.isPending}
          onClick={() => void create()}
        >
          <Plus aria-hidden="true" />
          Add tag
        </Button>
      </div>
    </div>
  );
}
