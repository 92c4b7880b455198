import type { ComponentProps } from 'react';
import { NativeSelect } from '../../../components/ui/select';

// Issue 42 (D36): where an event happens. The app's cities are in Texas: the US zones first,
// then every zone the browser knows; `current` is kept even when the browser does not list it
// (an older alias), so that saving never moves an event's times by itself.
const US_ZONES: [string, string][] = [
  ['America/Chicago', 'Central: Dallas, Austin, Houston'],
  ['America/New_York', 'Eastern: New York, Miami'],
  ['America/Denver', 'Mountain: Denver, El Paso'],
  ['America/Phoenix', 'Arizona'],
  ['America/Los_Angeles', 'Pacific: Los Angeles'],
  ['America/Anchorage', 'Alaska'],
  ['Pacific/Honolulu', 'Hawaii'],
];

function otherZones(current: string | undefined): string[] {
  const known = new Set(US_ZONES.map(([zone]) => zone));
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = current && !known.has(current) && !all.includes(current) ? [current, ...all] : all;
  return zones.filter((zone) => !known.has(zone));
}

export function TimeZoneSelect({ current, ...props }: ComponentProps<'select'> & { current?: string }) {
  return (
    <NativeSelect {...props}>
      <optgroup label="United States">
        {US_ZONES.map(([zone, label]) => (
          <option key={zone} value={zone}>
            {label}
          </option>
        ))}
      </optgroup>
      <optgroup label="Everywhere else">
        {otherZones(current).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </optgroup>
    </NativeSelect>
  );
}
