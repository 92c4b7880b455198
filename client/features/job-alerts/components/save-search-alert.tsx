import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from '../../../lib/router/router';
import { Button } from '../../../components/ui/button';
import { describeFilters, filtersOfAddress, SaveAlertForm } from './save-alert-form';

// D24 on /opportunities: a signed-in person saves the list's current filters as an alert. Loaded
// only for them, after the list (the public list's download stays within its budget).
export function SaveSearchAlert() {
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  const filters = filtersOfAddress(`/opportunities${search}`);
  if (!filters) return null;
  if (!open) {
    return (
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Bell aria-hidden="true" />
          Save as alert
        </Button>
      </div>
    );
  }
  // A new search names a new alert: the form starts again from it.
  return (
    <SaveAlertForm key={describeFilters(filters)} filters={filters} lead="This search" onSaved={() => setOpen(false)} />
  );
}
