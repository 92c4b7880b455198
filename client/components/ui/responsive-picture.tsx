import { cn } from '../../lib/cn';

// The fields of an image the server describes (server/modules/media/media.dto.ts).
export type PictureSource = {
  width: number;
  height: number;
  src: string;
  srcset: { avif: string; webp: string; jpg: string };
};

// D33: AVIF, then WebP, then the JPEG; width and height reserve the space, so nothing moves when
// the image arrives. `sizes` says how wide the page shows it. `priority`: the page's largest
// paint, fetched ahead of the rest (an image is otherwise asked for at low priority until laid out).
export function ResponsivePicture({
  image,
  alt,
  sizes,
  className,
  eager = false,
  priority = false,
}: {
  image: PictureSource;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcset.jpg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={cn('h-auto max-w-full', className)}
      />
    </picture>
  );
}
