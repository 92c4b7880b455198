import { type Reliability, reliabilityLabel } from '@shared/reliability';
import { Badge } from './ui/badge';

// D37: how reliable a person has been, next to them wherever staff see them ("9 of 10
// attended", "No history yet"). The words carry it: the colour only repeats them.
export function ReliabilityBadge({ reliability }: { reliability: Reliability }) {
  const { attended, counted } = reliability;
  const share = counted ? (attended ?? 0) / counted : null;
  const variant = share === null ? 'neutral' : share >= 0.8 ? 'green' : share >= 0.5 ? 'yellow' : 'red';
  return (
    <Badge variant={variant} data-testid="reliability">
      {reliabilityLabel(reliability)}
    </Badge>
  );
}
