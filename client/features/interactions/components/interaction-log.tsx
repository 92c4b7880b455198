import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useInteractions } from '../api/list-interactions';
import { InteractionForm } from './interaction-form';
import { InteractionItem } from './interaction-item';

// spec §2: the communication log for the person, newest first, live (D17).
export function InteractionLog({ personId, personName }: { personId: string; personName: string }) {
  const interactions = useInteractions(personId);
  const items = interactions.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Communication log</CardTitle>
        <CardDescription>Emails, calls, meetings and messages with {personName}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <InteractionForm personId={personId} />
        {interactions.isPending ? (
          <Skeleton className="h-20" />
        ) : interactions.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {friendlyErrorMessage(interactions.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <History className="size-4" aria-hidden="true" />
            No interactions logged yet
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Communication log">
            {items.map((interaction) => (
              <InteractionItem key={interaction.id} interaction={interaction} />
            ))}
          </ul>
        )}
        {interactions.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-center"
            onClick={() => interactions.fetchNextPage()}
            disabled={interactions.isFetchingNextPage}
          >
            {interactions.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
