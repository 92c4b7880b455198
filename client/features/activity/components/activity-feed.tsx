import type { ActivityEntryDto } from '@server/modules/activity/activity.dto';
import { Activity, ArrowRightLeft, type LucideIcon, MessageSquarePlus, UserMinus, UserPlus } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { formatDateTime } from '../../../lib/format';
import { useActivity } from '../api/list-activity';
import { APP_WRITTEN, describeActivity } from '../lib/describe-activity';
import { appName } from '../../../lib/app-name';

const ICONS: Partial<Record<ActivityEntryDto['actionType'], LucideIcon>> = {
  status_change: ArrowRightLeft,
  opportunity_application_status: ArrowRightLeft,
  add_note: MessageSquarePlus,
  add_team_member: UserPlus,
  remove_team_member: UserMinus,
};

function ActivityItem({ entry, withSubject }: { entry: ActivityEntryDto; withSubject: boolean }) {
  const Icon = ICONS[entry.actionType] ?? Activity;
  const description = describeActivity(entry, { withSubject });
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-500/15 text-violet-200">
        <Icon className="size-3.5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm break-words">
          <span className="font-semibold">
            {entry.authorName ?? (APP_WRITTEN.has(entry.actionType) ? appName() : 'Someone')}
          </span>{' '}
          {withSubject && entry.entityType === 'application' ? (
            <Link to={`/admin/application/${entry.entityId}`} className="hover:text-violet-200 hover:underline">
              {description}
            </Link>
          ) : (
            description
          )}
        </p>
        <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
    </li>
  );
}

// spec §7 activity feed: the latest entries (10; 5 on the application page), live (D17).
export function ActivityFeed({
  limit,
  entity,
  title = 'Recent activity',
}: {
  limit: number;
  entity?: { type: string; id: string };
  title?: string;
}) {
  const activity = useActivity({ limit, entityType: entity?.type, entityId: entity?.id });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : activity.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {friendlyErrorMessage(activity.error)}
          </p>
        ) : activity.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet</p>
        ) : (
          <ol className="grid gap-4" aria-label={title}>
            {activity.data.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} withSubject={!entity} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
