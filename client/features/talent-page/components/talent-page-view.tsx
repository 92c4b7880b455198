import type { TalentPageDto } from '@server/modules/talent-pages/talent-pages.dto';
import { LinkPlayer } from '../../../components/media/link-player';
import { Badge } from '../../../components/ui/badge';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { Link } from '../../../lib/router/router';

function Facts({ title, values }: { title: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h2>
      <ul className="flex flex-wrap gap-1.5">
        {values.map((value) => (
          <li key={value}>
            <Badge variant="neutral">{value}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

// The gallery's column width: two columns under 768 px, three up to the article's 1024 px, less
// the page's padding and the gaps (a phone fetches the 320 or 640 px file it needs, not more).
const GALLERY_SIZES =
  '(min-width: 1024px) 317px, (min-width: 768px) calc(33vw - 24px), (min-width: 640px) calc(50vw - 30px), calc(50vw - 22px)';

// D34: a person's public page: what they chose to show, nothing staff wrote, no contact details.
export function TalentPageView({ page }: { page: TalentPageDto }) {
  return (
    <article className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6" aria-labelledby="talent-name">
      <header className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        {page.photo && (
          <ResponsivePicture
            image={page.photo}
            alt={page.name}
            sizes="160px"
            className="size-40 rounded-full object-cover"
            priority
          />
        )}
        <div className="grid gap-3">
          <h1 id="talent-name" className="text-4xl font-bold leading-tight sm:text-5xl">
            {page.name}
          </h1>
          {page.tracks.length > 0 && <p className="text-lg text-violet-200">{page.tracks.join(' · ')}</p>}
          {page.bio && <p className="max-w-2xl whitespace-pre-line text-muted-foreground">{page.bio}</p>}
        </div>
      </header>
      {page.genres.length + page.skills.length + page.markets.length > 0 && (
        <div className="grid gap-5 sm:grid-cols-3">
          <Facts title="Genres" values={page.genres} />
          <Facts title="Skills" values={page.skills} />
          <Facts title="Markets" values={page.markets} />
        </div>
      )}
      {page.links.length > 0 && (
        <section aria-labelledby="talent-listen" className="grid gap-3">
          <h2 id="talent-listen" className="text-2xl font-semibold">
            Listen and watch
          </h2>
          <ul className="grid items-start gap-3 md:grid-cols-2">
            {page.links.map((link) => (
              <li key={link.url}>
                <LinkPlayer link={link} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {page.gallery.length > 0 && (
        <section aria-labelledby="talent-gallery" className="grid gap-3">
          <h2 id="talent-gallery" className="text-2xl font-semibold">
            Gallery
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {page.gallery.map((image, index) => (
              <li key={image.id}>
                <figure className="grid gap-1">
                  <ResponsivePicture
                    image={image}
                    alt={image.caption ?? `${page.name}, photo ${index + 1}`}
                    sizes={GALLERY_SIZES}
                    className="aspect-square w-full rounded-md object-cover"
                  />
                  {image.caption && <figcaption className="text-sm text-muted-foreground">{image.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {page.bookings.length > 0 && (
        <section aria-labelledby="talent-bookings" className="grid gap-3">
          <h2 id="talent-bookings" className="text-2xl font-semibold">
            Booked for
          </h2>
          <ul className="grid gap-2">
            {page.bookings.map((booking) => (
              <li key={booking.id}>
                <Link to={`/opportunity/${booking.id}`} className="text-violet-300 underline-offset-4 hover:underline">
                  {booking.title}
                </Link>
                {(booking.city || booking.date) && (
                  <span className="text-sm text-muted-foreground">
                    {' '}
                    · {[booking.city, booking.date].filter(Boolean).join(' · ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
