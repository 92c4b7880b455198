import { Fragment } from 'react';
import type { Field } from '../lib/api-operations';

// A table of fields: each name with whether it must be sent and its type, then its rules. Two
// columns, so that it reads on a phone too.
export function FieldTable({ caption, fields }: { caption: string; fields: Field[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-foreground">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-xs text-muted-foreground">
          <th scope="col" className="w-2/5 py-2 pr-4 font-medium">
            Field
          </th>
          <th scope="col" className="py-2 font-medium">
            Rules
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name} className="border-b border-border/60 last:border-0">
            <th scope="row" className="py-2 pr-4 align-top font-normal">
              <code className="font-mono text-[13px] break-words text-foreground">
                {field.name.split('.').map((part, index) => (
                  // A long dotted name wraps after a dot rather than inside a word.
                  <Fragment key={`${index}-${part}`}>
                    {index > 0 && (
                      <>
                        .<wbr />
                      </>
                    )}
                    {part}
                  </Fragment>
                ))}
              </code>{' '}
              {field.required ? (
                <span className="text-xs text-amber-200">required</span>
              ) : (
                <span className="text-xs text-muted-foreground">optional</span>
              )}
              <span className="block text-muted-foreground">{field.type}</span>
            </th>
            <td className="py-2 align-top text-muted-foreground">
              {field.notes.length > 0 ? field.notes.join(' · ') : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
