import { TRACK_APPLICATION_STATUSES } from '@shared/domain-values';
import { DateFilter } from '../../../components/data-table/table-filters';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import { useAnalytics } from '../api/get-analytics';
import { FunnelSection } from './funnel-section';

// Issue 19: how applications move through the funnel, per track and (admins, D12) per
// opportunity, over a period kept in the address (docs/decisions/131).
export function AnalyticsDashboard() {
  const [params, change] = useUrlParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query = new URLSearchParams(Object.entries({ from, to }).filter(([, value]) => value)).toString();
  const analytics = useAnalytics(query);
  const data = analytics.data;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Analytics</h1>
        {/* Issue 41: said plainly. */}
        <div className="grid max-w-3xl gap-2 text-muted-foreground">
          <p>
            How applications move from arriving to a decision. Choose a period: the tracks count the applications made
            in it, the opportunities count those posted in it, with all their applications.
          </p>
          <p>
            Each bar is one track or opportunity, split by where its applications stand now, in the order they move. In
            the tables, <strong className="font-medium text-foreground">Reviewed</strong> is the share that got past the
            first step, <strong className="font-medium text-foreground">Succeeded</strong> the share booked or accepted,
            and the last column how long a decision usually took (roughly: to the hour up to two days).
          </p>
        </div>
      </div>
      <div className="grid max-w-md grid-cols-2 gap-3">
        <DateFilter
          label="From"
          value={from}
          onChange={(value) => change((next) => setOrDelete(next, { from: value }))}
        />
        <DateFilter label="To" value={to} onChange={(value) => change((next) => setOrDelete(next, { to: value }))} />
      </div>
      {analytics.isError && !data ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyErrorMessage(analytics.error)}
        </p>
      ) : !data ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <FunnelSection title="By track" rowHeader="Track" rows={data.tracks} statuses={TRACK_APPLICATION_STATUSES} />
          {data.opportunities && (
            <FunnelSection
              title="By opportunity (the 25 posted in the period with the most applications)"
              rowHeader="Opportunity"
              rows={data.opportunities}
              // The statuses as the server lists them, in D11's order (importing the list itself
              // would add it to the chunk every public page loads).
              statuses={
                Object.keys(data.opportunities[0]?.counts ?? {}) as (keyof NonNullable<
                  typeof data.opportunities
                >[number]['counts'])[]
              }
            />
          )}
        </>
      )}
    </div>
  );
}
