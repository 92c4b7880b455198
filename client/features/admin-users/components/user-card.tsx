import { GraduationCap, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { UserSummaryDto } from '@server/modules/users/users.dto';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { RankBadge, StatusBadge } from './standing-badges';

// spec §2 /admin/users card.
export function UserCard({ user }: { user: UserSummaryDto }) {
  const place = [user.city, user.state].filter(Boolean).join(', ');
  return (
    <Link
      to={`/admin/user/${user.id}`}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 transition-colors hover:border-violet-400/60"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto font-display text-lg font-semibold">{user.name || 'Unnamed User'}</p>
        <RankBadge rank={user.rank} />
        <StatusBadge status={user.status} />
      </div>
      <div className="grid gap-1.5 text-sm text-muted-foreground sm:grid-cols-2">
        {user.email && (
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{user.email}</span>
          </span>
        )}
        {user.phone && (
          <span className="inline-flex items-center gap-1.5">
            <Phone className="size-3.5" aria-hidden="true" />
            {user.phone}
          </span>
        )}
        {place && (
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-3.5" aria-hidden="true" />
            {place}
          </span>
        )}
        {user.school && (
          <span className="inline-flex items-center gap-1.5">
            <GraduationCap className="size-3.5" aria-hidden="true" />
            {user.school}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {user.roleTypes.map((roleType) => (
          <Badge key={roleType} variant="outline">
            {roleType}
          </Badge>
        ))}
        <span className="ml-auto">
          {user.xpTotal} XP · {user.missionsCompleted} missions completed · Joined {formatDate(user.createdAt)}
        </span>
      </div>
    </Link>
  );
}
