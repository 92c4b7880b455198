import type { JobAlertDto } from '@server/modules/job-alerts/job-alerts.dto';
import { JOB_ALERT_NAME_MAX_LENGTH } from '@shared/job-alerts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from '../../../lib/router/router';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { useDeleteAlert, useRenameAlert } from '../api/change-alerts';
import { useAlerts } from '../api/list-alerts';
import {
  type AlertFilters,
  describeFilters,
  FIELD,
  FIELD_ERROR,
  filtersOfAddress,
  LABEL,
  nameRefusal,
  SaveAlertForm,
} from './save-alert-form';

// Written by the opportunities list for this tab (features/opportunities/hooks/
// remember-list-address.ts): the list's address with its filters. Read here rather than shared,
// so the public list's download stays as it is.
const LIST_ADDRESS_STORAGE_KEY = 'backline:opportunities-list';

// Written by the opportunities list for this tab: its address with its filters.
function lastSearch(): AlertFilters | undefined {
  try {
    const address = sessionStorage.getItem(LIST_ADDRESS_STORAGE_KEY);
    return address ? filtersOfAddress(address) : undefined;
  } catch {
    return undefined;
  }
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
  if (!filters) {
    return (
      <p className="text-sm text-muted-foreground">
        Search or filter the{' '}
        <Link to="/opportunities" className="font-medium text-violet-300 underline-offset-4 hover:underline">
          opportunities list
        </Link>
        , then save that search as an alert there or here.
      </p>
    );
  }
  return <SaveAlertForm filters={filters} lead="Your last search" />;
}

function AlertItem({ alert }: { alert: JobAlertDto }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(alert.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const rename = useRenameAlert();
  const remove = useDeleteAlert();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    rename.mutate(
      { id: alert.id, name },
      {
        onSuccess: () => {
          toast.success('Alert renamed');
          setRenaming(false);
        },
        // Issue 41: a refused name is said under the field, like saving one.
        onError: (error) => {
          const refusal = nameRefusal(error);
          if (refusal) setNameError(refusal);
          else toast.error(serverMessage(error, 'Failed to rename the alert'));
        },
      },
    );
  };
  return (
    <li className="grid gap-2 rounded-lg border border-border px-4 py-3">
      {renaming ? (
        <form noValidate className="flex flex-wrap items-end gap-2" onSubmit={submit}>
          <div className="grid min-w-0 flex-1 gap-1">
            <label htmlFor={id} className={LABEL}>
              New name for {alert.name}
            </label>
            <input
              id={id}
              className={FIELD}
              value={name}
              maxLength={JOB_ALERT_NAME_MAX_LENGTH}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-error` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={rename.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
          {nameError && (
            <p id={`${id}-error`} className={`${FIELD_ERROR} w-full`}>
              {nameError}
            </p>
          )}
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
      <p className="text-sm text-muted-foreground">{describeFilters(alert.filters) || 'Every new opportunity'}</p>
    </li>
  );
}
