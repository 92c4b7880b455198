import { useId, useState } from 'react';
import type { OpportunityTagDto } from '@server/modules/opportunities/opportunities.dto';
import { OPPORTUNITY_TYPES } from '@shared/domain-values';
import type { OpportunityFilters as Filters } from '@shared/opportunity-filters';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { capitalized } from '../../../lib/format';
import { MARKET_CITIES } from '@shared/markets';

const TAGS_SHOWN_FOLDED = 12;

export type FilterChange = Partial<Record<keyof Filters, string | string[] | undefined>>;

// spec §5 filters other than the search: type, city, from and to dates, tags (all must match).
// Beside the search on a desktop, in the Filters sheet on a phone.
export function FilterFields({
  filters,
  tags,
  onChange,
  className,
}: {
  filters: Filters;
  tags: OpportunityTagDto[];
  onChange: (change: FilterChange) => void;
  className?: string;
}) {
  const [allTagsShown, setAllTagsShown] = useState(false);
  const tagsLabelId = useId();
  // Tags are named by slug in the address (?tags=dj,paid); an older link's ids still count.
  const selected = new Set(filters.tags ?? []);
  const isSelected = (tag: OpportunityTagDto) => selected.has(tag.slug) || selected.has(tag.id);
  const toggleTag = (tag: OpportunityTagDto) => {
    const next = new Set([...selected].filter((reference) => reference !== tag.id));
    if (isSelected(tag)) next.delete(tag.slug);
    else next.add(tag.slug);
    onChange({ tags: [...next] });
  };
  // Selected tags stay visible when the list is folded.
  const shownTags = allTagsShown ? tags : tags.filter((tag, index) => index < TAGS_SHOWN_FOLDED || isSelected(tag));

  return (
    <div className={cn('grid gap-4', className)}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FormField label="Type">
          <NativeSelect value={filters.type ?? ''} onChange={(event) => onChange({ type: event.target.value })}>
            <option value="">All types</option>
            {OPPORTUNITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {capitalized(type)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="City">
          <NativeSelect value={filters.city ?? ''} onChange={(event) => onChange({ city: event.target.value })}>
            <option value="">All cities</option>
            {[...new Set([...MARKET_CITIES, ...(filters.city ? [filters.city] : [])])].map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="From date">
          <Input
            type="date"
            value={filters.from ?? ''}
            max={filters.to ?? undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </FormField>
        <FormField label="To date">
          <Input
            type="date"
            value={filters.to ?? ''}
            min={filters.from ?? undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </FormField>
      </div>
      {tags.length > 0 && (
        <div className="grid gap-2">
          <p id={tagsLabelId} className="text-sm font-medium">
            Tags <span className="font-normal text-muted-foreground">(all selected tags must match)</span>
          </p>
          <ul aria-labelledby={tagsLabelId} className="flex flex-wrap gap-2">
            {shownTags.map((tag) => {
              const pressed = isSelected(tag);
              return (
                <li key={tag.id}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => toggleTag(tag)}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium transition-colors',
                      pressed
                        ? 'border-violet-400 bg-violet-500/25 text-foreground'
                        : 'border-border text-muted-foreground hover:border-violet-400/60 hover:text-foreground',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className="size-2 rounded-full"
                      style={{ backgroundColor: tag.color ?? 'var(--color-primary)' }}
                    />
                    {tag.label}
                  </button>
                </li>
              );
            })}
            {tags.length > TAGS_SHOWN_FOLDED && (
              <li>
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-1 py-1 text-xs"
                  onClick={() => setAllTagsShown((shown) => !shown)}
                >
                  {allTagsShown ? 'Show fewer tags' : `Show all ${tags.length} tags`}
                </Button>
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
