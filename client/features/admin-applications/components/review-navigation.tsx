import { ChevronLeft, ChevronRight, Keyboard } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useKeyShortcuts } from '../../../lib/use-key-shortcuts';
import { useReviewNeighbours } from '../hooks/use-review-neighbours';

const SHORTCUTS = [
  ['j', 'Next application in the list'],
  ['k', 'Previous application in the list'],
  ['b', 'Book this application'],
  ['a', 'Archive this application'],
  ['u', 'Undo the book or archive still held (a few seconds)'],
  ['?', 'Show these shortcuts'],
] as const;
// What b and a do, so that the help leaves them out where there are no status controls (D31).
const STATUS_KEYS: readonly string[] = ['b', 'a', 'u'];

export const applicationHref = (id: string, list: string | null) =>
  `/admin/application/${id}${list ? `?list=${encodeURIComponent(list)}` : ''}`;

// Issue 19: keyboard review. j/k and the buttons step through the list the application was
// opened from (its filters, sort and page travel in `list`); ? shows the shortcuts.
export function ReviewNavigation({
  applicationId,
  list,
  statusKeys,
}: {
  applicationId: string;
  list: string | null;
  // Whether b and a (the status controls' shortcuts) work on this page.
  statusKeys: boolean;
}) {
  const navigate = useNavigate();
  const neighbours = useReviewNeighbours(applicationId, list);
  const [helpOpen, setHelpOpen] = useState(false);
  const step = async (direction: 1 | -1) => {
    const next = await neighbours?.stepTo(direction);
    if (next) navigate(applicationHref(next.id, next.list));
  };
  useKeyShortcuts({
    j: () => void step(1),
    k: () => void step(-1),
    '?': () => setHelpOpen(true),
  });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {neighbours && (
        <>
          <Button variant="outline" size="sm" disabled={!neighbours.hasPrevious} onClick={() => void step(-1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            {neighbours.position.toLocaleString('en-US')} of {neighbours.total.toLocaleString('en-US')}
          </span>
          <Button variant="outline" size="sm" disabled={!neighbours.hasNext} onClick={() => void step(1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </>
      )}
      <Button variant="ghost" size="sm" onClick={() => setHelpOpen(true)}>
        <Keyboard aria-hidden="true" />
        Keyboard shortcuts
      </Button>
      <Dialog open={helpOpen} onOpenChange={setHelpOpen}>
        <DialogContent className="max-w-sm">
          <DialogHeader>
            <DialogTitle>Keyboard shortcuts</DialogTitle>
            <DialogDescription>On an application's page, outside any field.</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {SHORTCUTS.filter(([key]) => statusKeys || !STATUS_KEYS.includes(key)).map(([key, text]) => (
              <div key={key} className="contents">
                <dt>
                  <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono">{key}</kbd>
                </dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
    </div>
  );
}
