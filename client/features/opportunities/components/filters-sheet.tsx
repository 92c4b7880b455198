import type { OpportunityTagDto } from '@server/modules/opportunities/opportunities.dto';
import type { OpportunityFilters as Filters } from '@shared/opportunity-filters';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { type FilterChange, FilterFields } from './filter-fields';

// The filters on a phone, in a sheet from the bottom. Its own chunk: it downloads with the
// first tap on Filters.
export default function FiltersSheet({
  open,
  onOpenChange,
  filters,
  tags,
  onChange,
  resultCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: Filters;
  tags: OpportunityTagDto[];
  onChange: (change: FilterChange) => void;
  // Formatted ("1,204", "10,000+").
  resultCount: string | undefined;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="gap-4 overflow-y-auto p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <SheetTitle className="pr-8 text-lg font-semibold">Filters</SheetTitle>
        <SheetDescription className="sr-only">Narrow the opportunities by type, city, dates and tags.</SheetDescription>
        <FilterFields filters={filters} tags={tags} onChange={onChange} />
        <Button variant="gradient" size="lg" onClick={() => onOpenChange(false)}>
          {resultCount === undefined
            ? 'Show results'
            : `Show ${resultCount} ${resultCount === '1' ? 'result' : 'results'}`}
        </Button>
      </SheetContent>
    </Sheet>
  );
}
