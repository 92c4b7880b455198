import { ChevronRight } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { Access, ApiOperation } from '../lib/api-operations';
import { FieldTable } from './field-table';

const METHOD_CLASSES: Record<string, string> = {
  GET: 'bg-sky-500/15 text-sky-200',
  POST: 'bg-emerald-500/15 text-emerald-200',
  PUT: 'bg-amber-500/15 text-amber-100',
  PATCH: 'bg-amber-500/15 text-amber-100',
  DELETE: 'bg-rose-500/15 text-rose-200',
};

export const ACCESS_LABELS: Record<Access, string> = {
  anyone: 'Anyone',
  members: 'Signed in',
  staff: 'Reviewers and admins',
  admins: 'Admins only',
};

const ACCESS_VARIANTS = { anyone: 'neutral', members: 'blue', staff: 'yellow', admins: 'pink' } as const;

// One endpoint: a row that opens (Enter or Space) onto its parameters, body and answers.
export function OperationItem({ operation }: { operation: ApiOperation }) {
  return (
    <details className="group rounded-lg border border-border bg-card/60 open:bg-card">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <span
          className={cn(
            'w-16 shrink-0 rounded px-2 py-0.5 text-center font-mono text-xs font-semibold',
            METHOD_CLASSES[operation.method] ?? 'bg-muted text-foreground',
          )}
        >
          {operation.method}
        </span>
        <code className="min-w-0 font-mono text-sm break-all text-foreground">{operation.path}</code>
        <span className="w-full pl-7 text-sm text-muted-foreground sm:w-auto sm:flex-1 sm:pl-0">
          {operation.summary}
        </span>
        {operation.access && (
          <Badge variant={ACCESS_VARIANTS[operation.access]} className="ml-7 sm:ml-0">
            {ACCESS_LABELS[operation.access]}
          </Badge>
        )}
      </summary>
      <div className="grid gap-5 border-t border-border px-4 py-4 sm:pl-11">
        {operation.description && <p className="text-sm whitespace-pre-line">{operation.description}</p>}
        {operation.parameters.length > 0 && (
          <FieldTable
            caption="Parameters"
            fields={operation.parameters.map((parameter) => ({
              ...parameter,
              notes: [parameter.in === 'path' ? 'In the path' : 'In the query string', ...parameter.notes],
            }))}
          />
        )}
        {operation.bodies.map((fields, index) => (
          <FieldTable
            key={fields.map((field) => field.name).join()}
            caption={
              operation.bodies.length > 1 ? `JSON body, form ${index + 1} of ${operation.bodies.length}` : 'JSON body'
            }
            fields={fields}
          />
        ))}
        <div>
          <h4 className="mb-2 text-sm font-semibold">Answers</h4>
          <ul className="grid gap-1 text-sm">
            {operation.responses.map((response) => (
              <li key={response.status} className="flex gap-3">
                <code className="w-16 shrink-0 font-mono text-foreground">
                  {response.status === 'default' ? 'Other' : response.status}
                </code>
                <span className="text-muted-foreground">{response.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
