import { LinkPlayer } from '../../../components/media/link-player';
import { Card } from '../../../components/ui/card';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePersonMedia } from '../api/get-person-media';

// D33: what staff see of a person's media beside their application or user page: the photo, the
// gallery and the players (each loaded on click).
export function PersonMediaCard({ personId, name }: { personId: string; name: string }) {
  const media = usePersonMedia(personId);
  if (media.isPending) return <Skeleton className="h-40" />;
  if (media.isError) return null;
  const { photo, gallery, links } = media.data;
  return (
    <Card className="grid gap-4 p-5">
      <section aria-labelledby={`media-${personId}`} className="grid gap-4">
        <h2 id={`media-${personId}`} className="text-lg font-semibold">
          Photo and media
        </h2>
        {photo ? (
          <ResponsivePicture
            image={photo}
            alt={`${name}'s photo`}
            sizes="160px"
            className="size-40 rounded-full object-cover"
          />
        ) : (
          <p className="text-sm text-muted-foreground">No photo yet.</p>
        )}
        {gallery.length > 0 && (
          <ul className="grid grid-cols-3 gap-2" aria-label="Gallery">
            {gallery.map((image, index) => (
              <li key={image.id}>
                <ResponsivePicture
                  image={image}
                  alt={image.caption ?? `${name}, gallery image ${index + 1}`}
                  sizes="96px"
                  className="aspect-square w-full rounded object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        {links.length > 0 && (
          <ul className="grid gap-2" aria-label="Mixes and videos">
            {links.map((link) => (
              <li key={link.url}>
                <LinkPlayer link={link} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
