import { Play } from 'lucide-react';
import { useState } from 'react';
import type { MediaLink, MediaService } from '@shared/media-links';

const SERVICE_NAMES: Record<MediaService, string> = {
  soundcloud: 'SoundCloud',
  mixcloud: 'Mixcloud',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  spotify: 'Spotify',
  bandcamp: 'Bandcamp',
};

// Video players keep 16:9; audio players a strip of the height their service draws.
const FRAME_CLASSES: Record<MediaService, string> = {
  youtube: 'aspect-video',
  vimeo: 'aspect-video',
  soundcloud: 'h-[166px]',
  mixcloud: 'h-[120px]',
  spotify: 'h-[152px]',
  bandcamp: 'h-[120px]',
};

export const serviceName = (service: MediaService) => SERVICE_NAMES[service];

// D33: a poster with a play button; the service's player (and everything it loads) only after a
// click, so a page with six mixes stays fast. The poster and the player take the same space.
// A link without a player is a plain link (D18: only http(s) is ever stored).
export function LinkPlayer({ link }: { link: MediaLink }) {
  const [playing, setPlaying] = useState(false);
  if (!link.service || !link.embedUrl) {
    return (
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all text-violet-300 underline"
      >
        {link.url}
      </a>
    );
  }
  const name = SERVICE_NAMES[link.service];
  const frame = `w-full rounded-md border border-border ${FRAME_CLASSES[link.service]}`;
  if (playing) {
    return (
      <iframe
        src={link.embedUrl}
        title={`${name} player`}
        className={frame}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        loading="lazy"
      />
    );
  }
  return (
    <div className={`${frame} flex items-center gap-4 bg-muted/40 px-4`} data-testid="player-poster">
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`Play on ${name}`}
      >
        <Play aria-hidden="true" className="size-5" />
      </button>
      <div className="grid min-w-0 gap-0.5">
        <span className="font-semibold">{name}</span>
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="truncate text-sm text-muted-foreground underline"
        >
          {link.url}
        </a>
      </div>
    </div>
  );
}
