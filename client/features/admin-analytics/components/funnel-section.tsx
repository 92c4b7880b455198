import type { FunnelRow } from '@server/modules/analytics/analytics.dto';
import { lazy, Suspense, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { statusLabel } from '../../../lib/format';

const FunnelChart = lazy(() => import('./funnel-chart'));

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

// Issue 19: one funnel (tracks or opportunities): the chart, and the numbers in a table.
export function FunnelSection<Status extends string>({
  title,
  rows,
  statuses,
  rowHeader,
}: {
  title: string;
  rows: FunnelRow<Status>[];
  statuses: readonly Status[];
  rowHeader: string;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No applications in this period.</p>
        ) : (
          <>
            <Suspense fallback={<Skeleton className="h-72" />}>
              <FunnelChart rows={rows} statuses={statuses} />
            </Suspense>
            {/* Issue 41: a box that scrolls sideways is reached by keyboard too, and named. */}
            <section
              className="relative overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-violet-400"
              aria-label={`${title}: the numbers`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box takes the focus to scroll by keys (WCAG 2.1.1)
              tabIndex={0}
            >
              <table className="w-full min-w-[48rem] text-sm">
                <caption className="sr-only">
                  {title}: applications at each status, conversion and time to decide
                </caption>
                <thead className="bg-muted/40 text-left text-xs uppercase tracking-wide text-muted-foreground">
                  <tr>
                    <th scope="col" className="sticky left-0 bg-background px-3 py-2">
                      {rowHeader}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Total
                    </th>
                    {statuses.map((status) => (
                      <th key={status} scope="col" className="px-3 py-2 text-right">
                        {statusLabel(status)}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 text-right">
                      Reviewed
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Succeeded
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Median hours to decide
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} className="border-t border-border">
                      <th
                        scope="row"
                        className="sticky left-0 bg-background px-3 py-2 text-left font-medium first-letter:uppercase"
                      >
                        {row.label}
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{row.total.toLocaleString('en-US')}</td>
                      {statuses.map((status) => (
                        <td key={status} className="px-3 py-2 text-right tabular-nums">
                          {row.counts[status].toLocaleString('en-US')}
                        </td>
                      ))}
                      <td className="px-3 py-2 text-right tabular-nums">{percent(row.conversion.reviewed)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{percent(row.conversion.succeeded)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.medianDecisionHours ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
