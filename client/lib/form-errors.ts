import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

// Issue 16: the message beside a form's button when some of its fields need correcting.
export function invalidFieldsMessage(count: number): string {
  return count === 1
    ? 'Please correct the highlighted field and try again.'
    : `Please correct the ${count} highlighted fields and try again.`;
}

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
