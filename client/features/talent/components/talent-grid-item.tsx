import type { TalentResultDto } from '@server/modules/talent/talent.dto';
import { MapPin } from 'lucide-react';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { Link } from '../../../lib/router/router';

// D33: the grid view of the talent search: faces first, then the name and place.
export function TalentGridItem({
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
  return (
    <li className="grid content-start gap-2 rounded-lg border border-border bg-card p-3">
      {person.photo ? (
        <ResponsivePicture
          image={person.photo}
          alt=""
          sizes="(min-width: 1280px) 200px, (min-width: 768px) 25vw, 50vw"
          className="aspect-square w-full rounded-md object-cover"
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center rounded-md bg-muted text-sm text-muted-foreground">
          No photo
        </div>
      )}
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-violet-500"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select ${name}`}
        />
        <div className="grid min-w-0 gap-0.5">
          <Link to={`/admin/user/${person.id}`} className="truncate font-semibold hover:text-violet-200">
            {name}
          </Link>
          {place && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <MapPin className="size-3" aria-hidden="true" />
              {place}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
