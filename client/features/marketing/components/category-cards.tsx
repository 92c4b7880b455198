import { ArrowUpRight, Camera, Handshake, Mic2, Wrench } from 'lucide-react';
import { Link } from '../../../lib/router/router';

// Issue 41: each card opens the list searched for its kinds of role, any of the words (D21's `or`;
// docs/decisions/150). A search rather than a filter of its own: the count, the order by relevance,
// a shared link and "Save as alert" all work as for any search, and the words stay in the box.
const CATEGORIES = [
  {
    title: 'Join the Team',
    detail: 'Operations, booking, production',
    search: 'operations or booking or production or crew',
    icon: Wrench,
    tint: 'from-sky-500/20',
  },
  {
    title: 'Perform',
    detail: 'Artists, DJs, hosts',
    search: 'dj or host or performer',
    icon: Mic2,
    tint: 'from-violet-500/25',
  },
  {
    title: 'Create',
    detail: 'Photo, video, design, edit',
    search: 'photo or photographer or video or design or edit',
    icon: Camera,
    tint: 'from-pink-500/20',
  },
  {
    title: 'Partner',
    detail: 'Frats, venues, brands, charities',
    search: 'partner or partnership or fraternity or sorority or brand or sponsor or charity',
    icon: Handshake,
    tint: 'from-amber-500/20',
  },
];

const categoryHref = (search: string) => `/opportunities?${new URLSearchParams({ q: search })}`;

export function CategoryCards() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mb-10 grid gap-3">
        <h2 id="categories-heading" className="text-3xl font-bold sm:text-4xl">
          Find your spot in the lineup
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          Whether you run the room, rock the room or capture it, there is a place for you.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category.title}>
            <Link
              to={categoryHref(category.search)}
              className={`group flex h-full flex-col gap-4 rounded-xl border border-border bg-gradient-to-b ${category.tint} to-card p-6 transition-colors hover:border-violet-400/60`}
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-background/70 text-violet-200">
                <category.icon className="size-5" aria-hidden="true" />
              </span>
              <span className="grid gap-1">
                <span className="flex items-center justify-between font-display text-xl font-semibold">
                  {category.title}
                  <ArrowUpRight
                    className="size-4 text-muted-foreground transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
                <span className="text-sm text-muted-foreground">{category.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
