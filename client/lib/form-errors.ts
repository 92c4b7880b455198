import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

// Issue 16: the message beside a form's button when some of its fields need correcting.
export function invalidFieldsMessage(count: number): string {
  return count === 1
    ? 'Please correct the highlighted field and try again.'
    : `Please correct the ${count} highlighted fields and try again.`;
}

// A refusal of what was typed (400, 409, 422), which a field can say, rather than of the request
// as a whole (no connection, an expired session, too many attempts, a server failure).
export const refusesInput = (error: unknown) => error instanceof ApiError && [400, 409, 422].includes(error.status);

// The server refused fields of the form (D16 issues with a path): mark them as the form's own
// checks would. Answers how many fields were marked.
export function markServerIssues<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
): number {
  if (!(error instanceof ApiError) || !error.issues) return 0;
  let marked = 0;
  for (const issue of error.issues) {
    const field = fields.find((name) => issue.path === name || issue.path.startsWith(`${name}.`));
    if (!field) continue;
    setError(field as Path<Values>, { type: 'server', message: issue.message });
    marked += 1;
  }
  return marked;
}

// Issue 16: after a failed submit, the first invalid field of the form gets focus and is
// brought to the middle of the screen, never under the sticky header or a sticky action bar
// (WCAG 2.4.11); its error is read out with it (aria-describedby). Runs after the render
// that marks the fields invalid. When the person has already moved to a field by then (a frame
// can come late: a busy or hidden page), their focus and what they type stay where they are.
export function revealFirstInvalidField(form: HTMLElement | null | undefined): void {
  if (!form) return;
  const focused = document.activeElement;
  requestAnimationFrame(() => {
    if (document.activeElement !== focused) return;
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  });
}
