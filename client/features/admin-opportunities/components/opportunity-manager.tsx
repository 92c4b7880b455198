import { ArrowLeft, FileQuestion } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toaster';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { ExportLink } from '../../../components/data-table/export-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { friendlyErrorMessage, serverMessage } from '../../../lib/error-mapper';
import { useAdminOpportunity } from '../api/get-admin-opportunity';
import { useDeleteOpportunity } from '../api/delete-opportunity';
import { AdminOpportunityCard } from './admin-opportunity-card';
import { OpportunityFormDialog } from './opportunity-form-dialog';

function BackLink() {
  return (
    <Link
      to="/admin/opportunities"
      className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to opportunities
    </Link>
  );
}

// Issue 19 /admin/opportunity/:id: the opportunity's card with its participants widget (composed
// by the page, D11), edit and delete.
export function OpportunityManager({
  id,
  participants,
}: {
  id: string;
  participants: (opportunity: OpportunityDetailDto) => ReactNode;
}) {
  const opportunity = useAdminOpportunity(id);
  const remove = useDeleteOpportunity();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (opportunity.isPending) return <Skeleton className="h-64" />;
  if (opportunity.isError) {
    const missing = opportunity.error instanceof ApiError && opportunity.error.status === 404;
    return (
      <div className="grid gap-4">
        <BackLink />
        <EmptyState
          icon={FileQuestion}
          title={missing ? 'Opportunity not found' : 'Could not load this opportunity'}
          description={missing ? undefined : friendlyErrorMessage(opportunity.error)}
        />
      </div>
    );
  }
  const data = opportunity.data;
  const confirmDelete = () => {
    remove.mutate(data.id, {
      onSuccess: () => {
        toast.success('Opportunity deleted');
        navigate('/admin/opportunities');
      },
      onError: (error) =>
        toast.error('Failed to delete opportunity', { description: serverMessage(error, '') || undefined }),
    });
    setDeleting(false);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink />
        <ExportLink
          href={`/api/admin/opportunities/${encodeURIComponent(data.id)}/participants/export`}
          label="Download applicants (CSV)"
        />
      </div>
      <AdminOpportunityCard
        opportunity={data}
        participants={participants(data)}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      <OpportunityFormDialog open={editing} editing={data} onOpenChange={setEditing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Are you sure you want to delete this opportunity?"
        description={`'${data.title}' and every application to it will be deleted.`}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
