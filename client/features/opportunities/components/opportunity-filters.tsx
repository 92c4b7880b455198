import { Search, SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { OpportunityTagDto } from '@server/modules/opportunities/opportunities.dto';
import type { OpportunityFilters as Filters } from '@shared/opportunity-filters';
import { hasActiveFilters } from '@shared/opportunity-filters-url';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { capitalized, formatDate } from '../../../lib/format';
import { useSearchBox } from '../../../lib/use-search-box';
import { type FilterChange, FilterFields } from './filter-fields';

const FiltersSheet = lazy(() => import('./filters-sheet'));

type Chip = { key: string; label: string; change: FilterChange };

// The filters a search typed before the script loads keeps in the address.
const HIDDEN_FILTERS = ['type', 'city', 'from', 'to', 'sort'] as const;

// The active filters but the search, each removable on its own.
function activeChips(filters: Filters, tags: OpportunityTagDto[]): Chip[] {
  const chips: Chip[] = [];
  if (filters.type) chips.push({ key: 'type', label: capitalized(filters.type), change: { type: undefined } });
  if (filters.city) chips.push({ key: 'city', label: filters.city, change: { city: undefined } });
  if (filters.from) chips.push({ key: 'from', label: `From ${formatDate(filters.from)}`, change: { from: undefined } });
  if (filters.to) chips.push({ key: 'to', label: `Until ${formatDate(filters.to)}`, change: { to: undefined } });
  // By slug, or by the id an older link names; one nobody has shows as written, so it can be
  // removed too.
  for (const reference of filters.tags ?? []) {
    const tag = tags.find((candidate) => candidate.slug === reference || candidate.id === reference);
    if (!tag && tags.length === 0) continue;
    const rest = (filters.tags ?? []).filter((other) => other !== reference);
    chips.push({ key: `tag-${reference}`, label: tag?.label ?? reference, change: { tags: rest } });
  }
  return chips;
}

// spec §5 opportunity filters: free text, type, city, from and to dates, tags (all must match).
// One search field always; the other filters beside it on a desktop, in a sheet on a phone;
// the active ones as chips above the results.
export function OpportunityFilters({
  filters,
  tags,
  onChange,
  onClear,
  resultCount,
}: {
  filters: Filters;
  tags: OpportunityTagDto[];
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  resultCount?: string;
}) {
  const [search, setSearch] = useSearchBox(filters.q ?? '', (q) => onChange({ q }));
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const searchId = useId();
  const chips = activeChips(filters, tags);

  return (
    <search
      aria-label="Filter opportunities"
      className="grid gap-3 lg:gap-4 lg:rounded-xl lg:border lg:border-border lg:bg-card/70 lg:p-5"
    >
      {/* Before the script has loaded (a page rendered on the server, D28), the form searches by
          address, keeping the other filters (docs/decisions/136). */}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: search.trim() });
        }}
      >
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={searchId}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            {/* Issue 41: a placeholder read whole on a phone (390 px), beside Filters; the label says Search. */}
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Title, tag, city or venue"
              className="pl-9"
              maxLength={200}
              name="q"
            />
          </div>
        </div>
        {HIDDEN_FILTERS.map((key) => filters[key] && <input key={key} type="hidden" name={key} value={filters[key]} />)}
        {filters.tags?.length ? <input type="hidden" name="tags" value={filters.tags.join(',')} /> : null}
        <Button
          variant="outline"
          className="lg:hidden"
          aria-haspopup="dialog"
          onClick={() => {
            setSheetWanted(true);
            setSheetOpen(true);
          }}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {chips.length > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              <span className="sr-only">, active:</span> {chips.length}
            </span>
          )}
        </Button>
      </form>
      <FilterFields filters={filters} tags={tags} onChange={onChange} className="hidden lg:grid" />
      {hasActiveFilters(filters) && (
        <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                aria-label={`Remove filter: ${chip.label}`}
                onClick={() => onChange(chip.change)}
                className="inline-flex items-center gap-1.5 rounded-full border border-violet-400/60 bg-violet-500/15 py-1 pl-3 pr-2 text-xs font-medium transition-colors hover:bg-violet-500/25"
              >
                {chip.label}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
          <li>
            <Button variant="ghost" size="sm" onClick={onClear}>
              <X aria-hidden="true" />
              Clear filters
            </Button>
          </li>
        </ul>
      )}
      {sheetWanted && (
        <Suspense fallback={null}>
          <FiltersSheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            filters={filters}
            tags={tags}
            onChange={onChange}
            resultCount={resultCount}
          />
        </Suspense>
      )}
    </search>
  );
}
