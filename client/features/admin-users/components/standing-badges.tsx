import { Badge } from '../../../components/ui/badge';

const RANK_TONES: Record<string, 'neutral' | 'blue' | 'default' | 'pink' | 'yellow'> = {
  member: 'neutral',
  verified: 'blue',
  operator: 'default',
  architect: 'pink',
  legend: 'yellow',
};

const STATUS_TONES: Record<string, 'neutral' | 'green' | 'yellow' | 'red' | 'blue'> = {
  new: 'blue',
  active: 'green',
  pending: 'yellow',
  archived: 'neutral',
};

// Colour is never the only signal: each badge says what it is.
export function RankBadge({ rank }: { rank: string }) {
  return <Badge variant={RANK_TONES[rank] ?? 'neutral'}>{rank}</Badge>;
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_TONES[status] ?? 'neutral'}>{status}</Badge>;
}
