import type { TalentResultDto } from '@server/modules/talent/talent.dto';
import { countLabel } from '@shared/counts';
import { PERSON_RANKS, TRACK_APPLICATION_STATUSES, TRACKS } from '@shared/domain-values';
import { PROFILE_GENRES, PROFILE_MARKETS, PROFILE_SKILLS } from '@shared/profile-options';
import { RELIABILITY_MINIMUMS } from '@shared/reliability';
import { AGE_BAND_VALUES, TALENT_FILTERS, TALENT_SORT_LABELS, TALENT_SORTS } from '@shared/talent-search';
import { TRACK_DETAILS, TRAVEL_RADIUS_OPTIONS } from '@shared/track-catalog';
import { LayoutGrid, List, MailPlus, MapPin, UserX } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from '../../../lib/router/router';
import { PersonAvatar } from '../../../components/media/person-avatar';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { statusLabel } from '../../../lib/format';
import { useSearchBox } from '../../../lib/use-search-box';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import { useTalent } from '../api/search-talent';
import { TalentGridItem } from './talent-grid-item';

export type SelectedPerson = { id: string; name: string | null };

type Choice = { value: string; label: string };
const plain = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
const worded = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: statusLabel(value) }));

// Issue 20: every filter of the talent page, as its address holds it.
const SELECTS: { name: (typeof TALENT_FILTERS)[number]; label: string; all: string; choices: Choice[] }[] = [
  {
    name: 'track',
    label: 'Track',
    all: 'All tracks',
    choices: TRACKS.map((track) => ({ value: track, label: TRACK_DETAILS[track].label })),
  },
  {
    name: 'trackStatus',
    label: 'Track status',
    all: 'Any status',
    choices: worded(TRACK_APPLICATION_STATUSES),
  },
  { name: 'market', label: 'Market', all: 'All markets', choices: plain(PROFILE_MARKETS) },
  { name: 'genre', label: 'Genre', all: 'All genres', choices: plain(PROFILE_GENRES) },
  { name: 'skill', label: 'Skill', all: 'All skills', choices: plain(PROFILE_SKILLS) },
  { name: 'age', label: 'Age', all: 'All ages', choices: plain(AGE_BAND_VALUES) },
  { name: 'travelRadius', label: 'Travel radius', all: 'Any distance', choices: TRAVEL_RADIUS_OPTIONS },
  { name: 'rank', label: 'Rank', all: 'All ranks', choices: worded(PERSON_RANKS) },
  // Issue 42 (D37): at least this share of the last bookings attended (nobody without history).
  {
    name: 'minReliability',
    label: 'Reliability',
    all: 'Any reliability',
    choices: RELIABILITY_MINIMUMS.map((percent) => ({
      value: String(percent),
      label: percent === 100 ? 'Attended every booking' : `At least ${percent} %`,
    })),
  },
];

// Issue 20 /admin/talent: search everyone with a profile; filters, order and page in the
// address; select people and `invite` them (the page composes the invitation).
export function TalentSearch({ invite }: { invite: (people: SelectedPerson[]) => ReactNode }) {
  const [params, change] = useUrlParams();
  const [selected, setSelected] = useState<Map<string, SelectedPerson>>(new Map());
  const search = new URLSearchParams();
  for (const name of [...TALENT_FILTERS, 'page'] as const) {
    const value = params.get(name);
    if (value) search.set(name, value);
  }
  const talent = useTalent(search);
  const [text, setText] = useSearchBox(params.get('q') ?? '', (value) =>
    change((next) => setOrDelete(next, { q: value, page: undefined }), { replace: true }),
  );
  const setFilter = (name: string, value: string) =>
    change((next) => setOrDelete(next, { [name]: value, page: undefined }));
  const page = Number(params.get('page') ?? '1') || 1;
  const grid = params.get('view') === 'grid';
  const data = talent.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const toggle = (person: TalentResultDto) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(person.id)) next.delete(person.id);
      else next.set(person.id, { id: person.id, name: person.name });
      return next;
    });

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Talent</h1>
        <p className="text-muted-foreground">Find the right people for a night and invite them.</p>
      </div>
      <section className="grid gap-3" aria-label="Talent filters">
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <div className="grid gap-1.5">
            <Label htmlFor="talent-q">Search</Label>
            <Input
              id="talent-q"
              type="search"
              placeholder="Name, artist name or answers..."
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <FilterSelect
            label="Sort by"
            value={params.get('sort') ?? ''}
            all="Default order"
            choices={TALENT_SORTS.map((sort) => ({ value: sort, label: TALENT_SORT_LABELS[sort] }))}
            onChange={(value) => setFilter('sort', value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6">
          {SELECTS.map((select) => (
            <FilterSelect
              key={select.name}
              label={select.label}
              value={params.get(select.name) ?? ''}
              all={select.all}
              choices={select.choices}
              onChange={(value) => setFilter(select.name, value)}
            />
          ))}
          <FilterInput label="City" value={params.get('city') ?? ''} onCommit={(value) => setFilter('city', value)} />
          <FilterInput
            label="Minimum XP"
            numeric
            value={params.get('minXp') ?? ''}
            onCommit={(value) => setFilter('minXp', value)}
          />
          <FilterInput
            label="Minimum missions"
            numeric
            value={params.get('minMissions') ?? ''}
            onCommit={(value) => setFilter('minMissions', value)}
          />
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? `${countLabel({ value: data.total, precision: data.totalPrecision })} people` : 'Searching...'}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {/* D33: faces in a grid, or the list with every detail. */}
          <Button
            variant="outline"
            size="sm"
            aria-pressed={grid}
            onClick={() => change((next) => setOrDelete(next, { view: grid ? undefined : 'grid' }))}
          >
            {grid ? <List aria-hidden="true" /> : <LayoutGrid aria-hidden="true" />}
            {grid ? 'List view' : 'Grid view'}
          </Button>
          {selected.size > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
              Clear selection
            </Button>
          )}
          {selected.size > 0 && invite([...selected.values()])}
        </div>
      </div>

      {talent.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : talent.isError ? (
        <Alert title="Could not search talent">{friendlyErrorMessage(talent.error)}</Alert>
      ) : data && data.items.length === 0 ? (
        <EmptyState
          icon={UserX}
          title="Nobody matches"
          titleAs="h2"
          description="Loosen the filters or try other words."
          action={data.suggestion && <NameSuggestion name={data.suggestion} params={params} />}
        />
      ) : (
        <ul
          className={grid ? 'grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6' : 'grid gap-2'}
          aria-label="Talent results"
        >
          {data?.items.map((person) =>
            grid ? (
              <TalentGridItem
                key={person.id}
                person={person}
                selected={selected.has(person.id)}
                onToggle={() => toggle(person)}
              />
            ) : (
              <TalentItem
                key={person.id}
                person={person}
                selected={selected.has(person.id)}
                onToggle={() => toggle(person)}
              />
            ),
          )}
        </ul>
      )}

      {data && lastPage > 1 && (
        <nav className="flex items-center justify-center gap-3" aria-label="Talent pages">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => change((next) => setOrDelete(next, { page: page - 1 > 1 ? String(page - 1) : undefined }))}
          >
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {lastPage.toLocaleString('en-US')}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => change((next) => setOrDelete(next, { page: String(page + 1) }))}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

// Issue 41 (docs/decisions/152): "Did you mean …?" with the closest name, as a link to the same
// filters searching for it.
function NameSuggestion({ name, params }: { name: string; params: URLSearchParams }) {
  const next = new URLSearchParams(params);
  setOrDelete(next, { q: name, page: undefined });
  return (
    <p className="text-base">
      Did you mean{' '}
      <Link
        to={`?${next.toString()}`}
        className="font-semibold text-violet-300 underline underline-offset-4 hover:text-violet-200"
      >
        {name}
      </Link>
      ?
    </p>
  );
}

function FilterSelect({
  label,
  value,
  all,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  all: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

// A typed filter, applied after a pause like the search.
function FilterInput({
  label,
  value,
  numeric,
  onCommit,
}: {
  label: string;
  value: string;
  numeric?: boolean;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useSearchBox(value, onCommit);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode={numeric ? 'numeric' : undefined}
        value={text}
        onChange={(event) => setText(numeric ? event.target.value.replace(/\D/g, '') : event.target.value)}
      />
    </div>
  );
}

function TalentItem({
  person,
  selected,
  onToggle,
}: {
  person: TalentResultDto;
  selected: boolean;
  onToggle: () => void;
}) {
  const name = person.name || 'Unnamed person';
  const place = [person.city, person.state].filter(Boolean).join(', ');
  const tags = [...person.genres, ...person.skills];
  return (
    <li className="flex gap-3 rounded-lg border border-border bg-card p-4">
      <input
        type="checkbox"
        className="mt-1.5 size-4 shrink-0 accent-violet-500"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select ${name}`}
      />
      <PersonAvatar photo={person.photo} name={name} size={48} />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/user/${person.id}`}
            className="mr-auto font-display text-lg font-semibold hover:text-violet-200"
          >
            {name}
          </Link>
          {person.track && (
            <Badge variant="outline">
              {TRACK_DETAILS[person.track as keyof typeof TRACK_DETAILS]?.label ?? person.track}
              {person.trackStatus ? ` · ${statusLabel(person.trackStatus)}` : ''}
            </Badge>
          )}
          <Badge variant="neutral">{person.rank}</Badge>
          <ReliabilityBadge reliability={person.reliability} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {place && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {place}
            </span>
          )}
          {person.age !== null && <span>Age {person.age}</span>}
          <span>
            {person.xpTotal} XP · {person.missionsCompleted} {person.missionsCompleted === 1 ? 'mission' : 'missions'}
          </span>
        </p>
        {tags.length > 0 && (
          <div className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

export function InviteSelectedButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button size="sm" onClick={onClick}>
      <MailPlus aria-hidden="true" />
      Invite selected ({count})
    </Button>
  );
}
