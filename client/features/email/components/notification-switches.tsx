import { toast } from '../../../components/ui/toaster';
import type { NotificationKind } from '@shared/domain-values';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const GROUPS: { legend: string; switches: { kind: NotificationKind; label: string; description: string }[] }[] = [
  {
    legend: 'Track applications',
    switches: [
      { kind: 'track_shortlisted', label: 'Shortlisted', description: "“You're on the shortlist”" },
      { kind: 'track_booked', label: 'Booked', description: "“You're booked”" },
      {
        kind: 'track_archived',
        label: 'Archived',
        description: '“Your application was archived”, with when to reapply',
      },
    ],
  },
  {
    legend: 'Opportunity applications',
    switches: [
      { kind: 'opportunity_accepted', label: 'Accepted', description: "“You're in”" },
      { kind: 'opportunity_waitlisted', label: 'Waitlisted', description: "“You're on the waitlist”" },
      { kind: 'opportunity_declined', label: 'Declined', description: '“This one is a pass”' },
      { kind: 'opportunity_completed', label: 'Completed', description: "“That's a wrap”, with the XP earned" },
    ],
  },
];

// Issue 7: admins turn each kind of status email on or off for the whole product.
export function NotificationSwitches() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  const toggle = (kind: NotificationKind, on: boolean) =>
    update.mutate(
      { [kind]: on },
      {
        onSuccess: () => toast.success('Notification settings saved'),
        onError: () => toast.error('Failed to save notification settings'),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email notifications</CardTitle>
        <CardDescription>
          Emails people get when an application changes status. A kind that is off is not sent to anyone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        {settings.isError ? (
          <Alert className="sm:col-span-2">Failed to load notification settings</Alert>
        ) : (
          GROUPS.map((group) => (
            <fieldset key={group.legend} className="grid content-start gap-2">
              <legend className="mb-2 text-sm font-semibold text-muted-foreground">{group.legend}</legend>
              {group.switches.map(({ kind, label, description }) =>
                settings.data ? (
                  <CheckboxField
                    key={kind}
                    label={label}
                    description={description}
                    checked={settings.data.switches[kind]}
                    disabled={update.isPending && update.variables?.[kind] !== undefined}
                    onChange={(event) => toggle(kind, event.target.checked)}
                  />
                ) : (
                  <Skeleton key={kind} className="h-14" />
                ),
              )}
            </fieldset>
          ))
        )}
      </CardContent>
    </Card>
  );
}
