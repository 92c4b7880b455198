import type { InteractionDto } from '@server/modules/interactions/interactions.dto';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { INTERACTION_TYPE_LABELS } from '@shared/interaction-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { appName } from '../../../lib/app-name';
import { formatDateTime } from '../../../lib/format';
import { useDeleteInteraction } from '../api/delete-interaction';

export function InteractionItem({ interaction }: { interaction: InteractionDto }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteInteraction(interaction.personId);
  const label = INTERACTION_TYPE_LABELS[interaction.type];
  // Issue 42: an 'event' entry without an author was written by the app itself (the event night).
  const author = interaction.authorName ?? (interaction.type === 'event' ? appName() : 'Former team member');
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-background/40 p-4" aria-label={`${label} entry`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge variant="outline">{label}</Badge>
          {interaction.subject && <span className="font-semibold break-words">{interaction.subject}</span>}
        </div>
        {interaction.canDelete && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{interaction.content}</p>
      <p className="text-xs text-muted-foreground">
        {author} · <time dateTime={interaction.createdAt}>{formatDateTime(interaction.createdAt)}</time>
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this interaction?"
        onConfirm={() =>
          remove.mutateAsync(interaction.id).then(
            () => toast.success('Interaction deleted'),
            () => toast.error('Failed to delete'),
          )
        }
      />
    </li>
  );
}
