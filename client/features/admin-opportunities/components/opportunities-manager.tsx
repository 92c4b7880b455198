import { Plus, Ticket } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { countLabel } from '@shared/counts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage, serverMessage } from '../../../lib/error-mapper';
import { useDeleteOpportunity } from '../api/delete-opportunity';
import { useAdminOpportunities } from '../api/list-admin-opportunities';
import { AdminOpportunityCard } from './admin-opportunity-card';
import { OpportunityFormDialog } from './opportunity-form-dialog';

type Editor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; opportunity: OpportunityDetailDto };

// spec §2 /admin/opportunities: every opportunity (D15: a page at a time, newest first),
// create, edit and delete. `participants` renders the participants widget of a card (D11).
export function OpportunitiesManager({
  participants,
}: {
  participants?: (opportunity: OpportunityDetailDto) => ReactNode;
}) {
  const list = useAdminOpportunities();
  const remove = useDeleteOpportunity();
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<OpportunityDetailDto | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const first = list.data?.pages[0];
  const total = first ? countLabel({ value: first.total, precision: first.totalPrecision }) : '0';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Opportunity deleted'),
      onError: (error) =>
        toast.error('Failed to delete opportunity', { description: serverMessage(error, '') || undefined }),
    });
    setDeleting(null);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Opportunities</h1>
          <p className="text-muted-foreground">Every opportunity, whatever its status, newest first.</p>
        </div>
        <Button onClick={() => setEditor({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Create Opportunity
        </Button>
      </div>

      {list.isPending ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-36" />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState icon={Ticket} title="Could not load opportunities" description={friendlyErrorMessage(list.error)} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Ticket}
          title="No opportunities posted yet"
          action={<Button onClick={() => setEditor({ mode: 'create' })}>Create the first opportunity</Button>}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {items.length} of {total} opportunities
          </p>
          <ul className="grid gap-3" aria-label="Opportunities">
            {items.map((opportunity) => (
              <li key={opportunity.id}>
                <AdminOpportunityCard
                  opportunity={opportunity}
                  participants={participants?.(opportunity)}
                  onEdit={() => setEditor({ mode: 'edit', opportunity })}
                  onDelete={() => setDeleting(opportunity)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}

      <OpportunityFormDialog
        open={editor.mode !== 'closed'}
        editing={editor.mode === 'edit' ? editor.opportunity : undefined}
        onOpenChange={(open) => !open && setEditor({ mode: 'closed' })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure you want to delete this opportunity?"
        description={deleting ? `'${deleting.title}' and every application to it will be deleted.` : undefined}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
