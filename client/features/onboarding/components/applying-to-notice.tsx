import { Ticket } from 'lucide-react';

// Issue 41: someone sent here by an opportunity's apply (D27) sees which one they are applying
// to while the wizard comes first; submitting takes them back to it.
export function ApplyingToNotice({ title }: { title: string }) {
  return (
    <div className="mb-4 flex items-start gap-3 rounded-lg border border-violet-400/30 bg-violet-500/10 px-4 py-3 text-sm">
      <Ticket className="mt-0.5 size-4 shrink-0 text-violet-300" aria-hidden="true" />
      <p className="grid gap-0.5">
        <span className="font-medium text-foreground">You're applying to {title}</span>
        <span className="text-muted-foreground">
          Your profile comes first: finish these steps once, then we take you back to send your application.
        </span>
      </p>
    </div>
  );
}
