import type { FunnelRow } from '@server/modules/analytics/analytics.dto';
import { useSyncExternalStore } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { statusLabel } from '../../../lib/format';

// Issue 41: one colour per status, none shared within a chart, going round the wheel in the
// pipeline's order (the bars stack in that order, as the table's columns read): waiting blue,
// in review yellow, the step before a yes violet, yes green (D11, and the badges' colours),
// then the ways out. The table beside the chart carries every number (the chart is a picture of
// it, hidden from screen readers).
const COLOURS: Record<string, string> = {
  submitted: '#60a5fa',
  pending: '#60a5fa',
  under_review: '#facc15',
  shortlisted: '#a78bfa',
  booked: '#4ade80',
  accepted: '#4ade80',
  waitlisted: '#fb923c',
  declined: '#f87171',
  completed: '#2dd4bf',
  archived: '#94a3b8',
  withdrawn: '#94a3b8',
  released: '#c084fc',
  cancelled: '#f472b6',
  no_show: '#d6a56b',
};

const PHONE = '(max-width: 639px)';
const subscribe = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

// Each row's name (a track's with its capital, as the table writes it) in the space the axis has,
// whole where it fits.
const shortened = (limit: number) => (name: string) => {
  const written = name.charAt(0).toUpperCase() + name.slice(1);
  return written.length > limit ? `${written.slice(0, limit - 1)}…` : written;
};

const ROW_HEIGHT = 36;

// Issue 19: each row's applications by status, stacked. Recharts, loaded only on this page.
// Issue 41: the bars lie down, one row each, so every row's name is written beside its bar at
// any width (standing bars hid names that did not fit under them).
export default function FunnelChart<Status extends string>({
  rows,
  statuses,
}: {
  rows: FunnelRow<Status>[];
  statuses: readonly Status[];
}) {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  const data = rows.map((row) => ({ name: row.label, ...row.counts }));
  return (
    <div aria-hidden="true" className="w-full" style={{ height: rows.length * ROW_HEIGHT + 96 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#334155" horizontal={false} />
          <XAxis type="number" allowDecimals={false} stroke="#cbd5e1" tick={{ fontSize: 12, fill: '#cbd5e1' }} />
          <YAxis
            type="category"
            dataKey="name"
            interval={0}
            width={phone ? 124 : 200}
            tickFormatter={shortened(phone ? 14 : 28)}
            stroke="#cbd5e1"
            tick={{ fontSize: 12, fill: '#e2e8f0' }}
          />
          <Tooltip
            contentStyle={{ background: '#0f172a', border: '1px solid #334155' }}
            formatter={(value, name) => [value, statusLabel(String(name))]}
          />
          {/* In the pipeline's order, as the bars stack (not alphabetically, the default). */}
          <Legend
            itemSorter={(item) => statuses.indexOf(item.dataKey as Status)}
            formatter={(value: string) => <span className="text-slate-200">{statusLabel(value)}</span>}
          />
          {statuses.map((status) => (
            <Bar key={status} dataKey={status} stackId="funnel" fill={COLOURS[status] ?? '#94a3b8'} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
