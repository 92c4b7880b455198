import type { JobAlertDto } from '@server/modules/job-alerts/job-alerts.dto';
import { JOB_ALERT_NAME_MAX_LENGTH } from '@shared/job-alerts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { useDeleteAlert, useRenameAlert, useSaveAlert } from '../api/change-alerts';
import { useAlerts } from '../api/list-alerts';

// Written by the opportunities list for this tab (features/opportunities/hooks/
// remember-list-address.ts): the list's address with its filters. Read here rather than shared,
// so the public list's download stays as it is.
const LIST_ADDRESS_STORAGE_KEY = 'backline:opportunities-list';

type Filters = JobAlertDto['filters'];

// The settings page's field look, written out here: importing the shared field components into
// this section reshuffled chunks the public list downloads (its budget, docs/decisions/122).
const FIELD =
  'h-10 w-full rounded-md border border-input bg-background/60 px-3 text-sm text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/60';
const LABEL = 'text-sm font-medium';
const day = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

function lastSearch(): Filters | undefined {
  let address: string | null = null;
  try {
    address = sessionStorage.getItem(LIST_ADDRESS_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!address) return undefined;
  const params = new URL(address, 'http://list').searchParams;
  const filters: Filters = {
    q: params.get('q'),
    type: (params.get('type') as Filters['type']) || null,
    city: params.get('city'),
    tags: (params.get('tags') ?? '').split(',').filter(Boolean),
    from: params.get('from'),
    to: params.get('to'),
  };
  return describe(filters) ? filters : undefined;
}

// "house · Event · Dallas · #rooftop · from May 1, 2031"
function describe(filters: Filters): string {
  return [
    filters.q && `“${filters.q}”`,
    filters.type && filters.type.charAt(0).toUpperCase() + filters.type.slice(1),
    filters.city,
    ...filters.tags.map((tag) => `#${tag}`),
    filters.from && `from ${day(filters.from)}`,
    filters.to && `until ${day(filters.to)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

// D24: the person's job alerts (at most 10) on /settings and the dashboard: save the list's
// last search, open, rename and delete each.
export function JobAlertsSection() {
  const alerts = useAlerts();
  const items = alerts.data?.items ?? [];
  const max = alerts.data?.max ?? 10;
  return (
    <SettingsSection
      id="alerts"
      title="Job alerts"
      description="When an opportunity opens that matches a saved search, we email you (at most once a day)."
    >
      {items.length > 0 ? (
        <ul className="grid gap-2" aria-label="Your alerts">
          {items.map((alert) => (
            <AlertItem key={alert.id} alert={alert} />
          ))}
        </ul>
      ) : (
        alerts.isSuccess && <p className="text-sm text-muted-foreground">No alerts yet.</p>
      )}
      {alerts.isSuccess &&
        (items.length < max ? (
          <SaveLastSearch />
        ) : (
          <p className="text-sm">You have {max} alerts, the most you can keep.</p>
        ))}
    </SettingsSection>
  );
}

function SaveLastSearch() {
  const [filters] = useState(lastSearch);
  const [name, setName] = useState('');
  const save = useSaveAlert();
  const id = useId();
  if (!filters) {
    return (
      <p className="text-sm text-muted-foreground">
        Search or filter the{' '}
        <Link to="/opportunities" className="font-medium text-violet-300 underline-offset-4 hover:underline">
          opportunities list
        </Link>
        , then come back here to save that search as an alert.
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      // The list's filters as its address holds them: only those set.
      {
        name,
        filters: Object.fromEntries(
          Object.entries(filters).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : Boolean(value))),
        ),
      },
      {
        onSuccess: () => {
          toast.success('Alert saved');
          setName('');
        },
        onError: (error) => toast.error(serverMessage(error, 'Failed to save the alert')),
      },
    );
  };
  return (
    <form className="grid gap-2 rounded-lg border border-dashed border-border p-4" onSubmit={submit}>
      <p className="text-sm">
        Your last search: <span className="font-medium">{describe(filters)}</span>
      </p>
      <label htmlFor={id} className={LABEL}>
        Alert name
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          className={`${FIELD} min-w-0 flex-1`}
          value={name}
          maxLength={JOB_ALERT_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          required
        />
        <Button type="submit" disabled={save.isPending}>
          Save as alert
        </Button>
      </div>
    </form>
  );
}

function AlertItem({ alert }: { alert: JobAlertDto }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(alert.name);
  const rename = useRenameAlert();
  const remove = useDeleteAlert();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: alert.id, name },
      {
        onSuccess: () => {
          toast.success('Alert renamed');
          setRenaming(false);
        },
        onError: (error) => toast.error(serverMessage(error, 'Failed to rename the alert')),
      },
    );
  };
  return (
    <li className="grid gap-2 rounded-lg border border-border px-4 py-3">
      {renaming ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
          <div className="grid min-w-0 flex-1 gap-1">
            <label htmlFor={id} className={LABEL}>
              New name for {alert.name}
            </label>
            <input
              id={id}
              className={FIELD}
              value={name}
              maxLength={JOB_ALERT_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={rename.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={alert.listPath} className="mr-auto font-semibold hover:text-violet-200">
            {alert.name}
          </Link>
          <Button size="sm" variant="ghost" aria-label={`Rename ${alert.name}`} onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${alert.name}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(alert.id, {
                onSuccess: () => toast.success('Alert deleted'),
                onError: (error) => toast.error(serverMessage(error, 'Failed to delete the alert')),
              })
            }
          >
            Delete
          </Button>
        </div>
      )}
      <p className="text-sm text-muted-foreground">{describe(alert.filters) || 'Every new opportunity'}</p>
    </li>
  );
}
