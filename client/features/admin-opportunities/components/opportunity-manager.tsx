import { ArrowLeft, FileQuestion } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router/router';
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
import { AdminOpportunityView } from './admin-opportunity-view';
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

// Issue 19 /admin/opportunity/:id: the opportunity with its participants (D11) and invitations
// (D23), both composed by the page; edit and delete.
export function OpportunityManager({
  id,
  participants,
  invitations,
  messages,
}: {
  id: string;
  participants: (opportunity: OpportunityDetailDto) => ReactNode;
  invitations: (opportunity: OpportunityDetailDto) => ReactNode;
  // Issue 45 (D35): a message to its lineup.
  messages: (opportunity: OpportunityDetailDto) => ReactNode;
}) {
  const opportunity = useAdminOpportunity(id);
  const remove = useDeleteOpportunity();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (opportunity.isPending) return <Skeleton className="h-64" aria-busy="true" />;
  if (opportunity.isError) {
    const missing = opportunity.error instanceof ApiError && opportunity.error.status === 404;
    return (
      <div className="grid gap-4">
        <BackLink />
        <EmptyState
          titleAs="h1"
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
      <AdminOpportunityView
        opportunity={data}
        participants={participants(data)}
        invitations={invitations(data)}
        messages={messages(data)}
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
