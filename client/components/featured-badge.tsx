import { Star } from 'lucide-react';
import { Badge } from './ui/badge';

// D8: a featured opportunity, on public cards and in the admin list alike.
export function FeaturedBadge() {
  return (
    <Badge variant="default" className="bg-amber-400/15 text-amber-200">
      <Star className="size-3" aria-hidden="true" />
      Featured
    </Badge>
  );
}
