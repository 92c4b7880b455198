import type { FunnelRow } from '@server/modules/analytics/analytics.dto';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { statusLabel } from '../../../lib/format';

// D11 colours where it sets them; the other statuses in quiet shades. The table beside the
// chart carries every number (the chart is a picture of it, hidden from screen readers).
const COLOURS: Record<string, string> = {
  submitted: '#60a5fa',
  pending: '#60a5fa',
  under_review: '#facc15',
  shortlisted: '#a78bfa',
  booked: '#4ade80',
  accepted: '#4ade80',
  completed: '#22c55e',
  waitlisted: '#94a3b8',
  declined: '#64748b',
  archived: '#64748b',
  withdrawn: '#475569',
};

// Issue 19: each row's applications by status, stacked. Recharts, loaded only on this page.
export default function FunnelChart<Status extends string>({
  rows,
  statuses,
}: {
  rows: FunnelRow<Status>[];
  statuses: readonly Status[];
}) {
  const data = rows.map((row) => ({ name: row.label, ...row.counts }));
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#334155" />
          <XAxis dataKey="name" stroke="#94a3b8" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} stroke="#94a3b8" tick={{ fontSize: 12 }} />
          <Tooltip contentStyle={{ background: '#0f172a', border: '1px solid #334155' }} />
          <Legend formatter={(value: string) => statusLabel(value)} />
          {statuses.map((status) => (
            <Bar key={status} dataKey={status} stackId="funnel" fill={COLOURS[status] ?? '#94a3b8'} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
