import { TRACKS } from '@shared/domain-values';
import { INBOX_FILTERS, type InboxFilter, WAITING_FOR_REPLY_HOURS } from '@shared/messages';
import { TRACK_DETAILS } from '@shared/track-catalog';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';

const FILTER_LABELS: Record<InboxFilter, string> = {
  unread: 'Unread',
  waiting: `Waiting for a reply over ${WAITING_FOR_REPLY_HOURS} h`,
};

export type StaffInboxFilters = { show?: string; track?: string };

// The staff inbox's filters (the opportunity's comes from the opportunity's page, by link).
export function StaffInboxFiltersForm({
  value,
  showTrack,
  onChange,
}: {
  value: StaffInboxFilters;
  // D12: reviewers see track applications only, so the track is their one other filter.
  showTrack: boolean;
  onChange: (next: StaffInboxFilters) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label="Show">
        <NativeSelect value={value.show ?? ''} onChange={(event) => onChange({ ...value, show: event.target.value })}>
          <option value="">All conversations</option>
          {INBOX_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {showTrack && (
        <FormField label="Track">
          <NativeSelect
            value={value.track ?? ''}
            onChange={(event) => onChange({ ...value, track: event.target.value })}
          >
            <option value="">Any track</option>
            {TRACKS.map((track) => (
              <option key={track} value={track}>
                {TRACK_DETAILS[track].label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </div>
  );
}
