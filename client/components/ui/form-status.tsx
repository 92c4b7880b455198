import { Alert } from './alert';

// Issue 16: what went wrong with a submit, said next to its button (and announced: an error
// alert is a live region), so a failure is never only a toast at the edge of the screen.
export function FormStatus({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return <Alert className={className}>{message}</Alert>;
}
