import { MapPin, Sparkles, Target } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { TRACKS, type Track } from '@shared/domain-values';
import { TRACK_DETAILS } from '@shared/track-catalog';
import type { Dashboard } from '../api/get-dashboard';

const MAX_CHIPS = 2;

// Issue 16: stored values read as labels ('performer' → 'Performer').
const trackLabel = (value: string) => (TRACKS.includes(value as Track) ? TRACK_DETAILS[value as Track].label : value);

const accountLinkClasses = 'rounded-md text-sm font-medium text-violet-300 underline-offset-4 hover:underline';

function Chip({ icon: Icon, kind, children }: { icon: typeof MapPin; kind: string; children: string }) {
  return (
    <li
      title={kind}
      className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card/70 px-3 py-1 text-xs font-medium text-muted-foreground"
    >
      <Icon className="size-3.5 text-violet-300" aria-hidden="true" />
      <span className="sr-only">{kind}: </span>
      {children}
    </li>
  );
}

// spec §2 /dashboard header: the person's name (fallback 'welcome'), a city chip, up to 2
// market chips, up to 2 role-type chips and 'you're part of' the product's name in lowercase.
export function DashboardHeader({ person, appName }: { person: Dashboard['person']; appName: string }) {
  // A market that is the person's own city is said once, by the city chip (D29).
  const city = person.city?.trim().toLowerCase();
  const markets = person.markets.filter((market) => market.trim().toLowerCase() !== city).slice(0, MAX_CHIPS);
  const roleTypes = person.roleTypes.slice(0, MAX_CHIPS);
  const hasChips = Boolean(person.city) || markets.length > 0 || roleTypes.length > 0;
  return (
    <header className="grid gap-4">
      <h1 className="text-gradient font-display text-4xl font-bold sm:text-5xl">{person.name?.trim() || 'welcome'}</h1>
      {hasChips && (
        <ul aria-label="About you" className="flex flex-wrap gap-2">
          {person.city && (
            <Chip icon={MapPin} kind="City">
              {person.city}
            </Chip>
          )}
          {markets.map((market) => (
            <Chip key={`market-${market}`} icon={Target} kind="Market">
              {market}
            </Chip>
          ))}
          {roleTypes.map((roleType) => (
            <Chip key={`role-${roleType}`} icon={Sparkles} kind="Track">
              {trackLabel(roleType)}
            </Chip>
          ))}
        </ul>
      )}
      <p className="text-base font-medium text-violet-200">you&apos;re part of {appName.toLowerCase()}</p>
      <nav aria-label="Your account" className="flex flex-wrap gap-x-5 gap-y-2">
        <Link to="/profile" className={accountLinkClasses}>
          Edit profile
        </Link>
        <Link to="/settings" className={accountLinkClasses}>
          Account settings
        </Link>
      </nav>
    </header>
  );
}
