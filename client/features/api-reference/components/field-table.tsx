import type { Field } from '../lib/api-operations';

// A table of fields: their names, types, whether they must be sent, and their limits. On a
// phone each field is a block of its own.
export function FieldTable({ caption, fields }: { caption: string; fields: Field[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-foreground">{caption}</caption>
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b border-border text-xs text-muted-foreground">
          <th scope="col" className="py-2 pr-4 font-medium">
            Name
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Type
          </th>
          <th scope="col" className="py-2 font-medium">
            Rules
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name} className="grid gap-1 border-b border-border/60 py-2 last:border-0 sm:table-row sm:py-0">
            <th scope="row" className="font-normal sm:py-2 sm:pr-4 sm:align-top">
              <code className="font-mono text-[13px] break-all text-foreground">{field.name}</code>{' '}
              {field.required ? (
                <span className="ml-1 text-xs text-amber-200">required</span>
              ) : (
                <span className="ml-1 text-xs text-muted-foreground">optional</span>
              )}
            </th>
            <td className="text-muted-foreground sm:py-2 sm:pr-4 sm:align-top">{field.type}</td>
            <td className="text-muted-foreground sm:py-2 sm:align-top">
              {field.notes.length > 0 ? field.notes.join(' · ') : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
