import { z } from './zod';
import { httpUrlField, isHttpUrl } from './links';

// D33: up to 6 audio or video links on a profile. The six services below are recognised by their
// URL and played in their own embedded player; any other http(s) link stays a plain link (D18:
// nothing else is stored, so no link can run script). The embed address is built here from the
// parts of the URL a service names its media by, checked character by character, never by
// passing the person's URL on: a player's host is always the service's own.

export const MEDIA_LINKS_MAX = 6;

export const MEDIA_SERVICES = ['soundcloud', 'mixcloud', 'youtube', 'vimeo', 'spotify', 'bandcamp'] as const;
export type MediaService = (typeof MEDIA_SERVICES)[number];

// The hosts of the players the recognisers below build (a page's CSP frames these and no other).
export const PLAYER_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://w.soundcloud.com',
  'https://player-widget.mixcloud.com',
  'https://open.spotify.com',
  'https://bandcamp.com',
] as const;

// A recognised link names its service. `embedUrl` is the player to frame; null for a Bandcamp
// album or track page, whose player needs a number the page's address does not carry (its
// "Embed" code's address, pasted instead, is played).
export type MediaLink = { url: string; service: MediaService | null; embedUrl: string | null };

const SLUG = /^[A-Za-z0-9_-]+$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const DIGITS = /^\d+$/;
const SPOTIFY_TYPES = ['track', 'album', 'playlist', 'episode', 'show', 'artist'];
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
// Bandcamp's own embed addresses: /EmbeddedPlayer/album=123/size=large/…
const BANDCAMP_PLAYER =
  /^\/EmbeddedPlayer\/(?:[a-z]+=[A-Za-z0-9]+\/)*(?:album|track)=\d+(?:\/[a-z]+=[A-Za-z0-9]+)*\/?$/;

const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean);
const hostIs = (url: URL, ...hosts: string[]) => hosts.includes(url.hostname.toLowerCase());

function youtube(url: URL): string | undefined {
  const [first, second] = segmentsOf(url);
  let id: string | null | undefined;
  if (hostIs(url, 'youtu.be')) id = first;
  else if (hostIs(url, 'youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com')) {
    id =
      first === 'watch' ? url.searchParams.get('v') : ['shorts', 'embed', 'live'].includes(first ?? '') ? second : null;
  } else return undefined;
  // The privacy-enhanced player sets no cookie until the video is played.
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
}

function vimeo(url: URL): string | undefined {
  const segments = segmentsOf(url);
  if (hostIs(url, 'player.vimeo.com') && segments[0] === 'video' && DIGITS.test(segments[1] ?? '')) {
    const hash = url.searchParams.get('h');
    return `https://player.vimeo.com/video/${segments[1]}${hash && SLUG.test(hash) ? `?h=${hash}` : ''}`;
  }
  if (!hostIs(url, 'vimeo.com', 'www.vimeo.com')) return undefined;
  const [id, hash] = segments;
  if (!id || !DIGITS.test(id)) return undefined;
  // An unlisted video's address carries its key after the number.
  return `https://player.vimeo.com/video/${id}${hash && SLUG.test(hash) ? `?h=${hash}` : ''}`;
}

function soundcloud(url: URL): string | undefined {
  if (!hostIs(url, 'soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com')) return undefined;
  const segments = segmentsOf(url);
  if (segments.length === 0 || segments.length > 3 || !segments.every((segment) => SLUG.test(segment))) {
    return undefined;
  }
  const track = `https://soundcloud.com/${segments.join('/')}`;
  return `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}`;
}

function mixcloud(url: URL): string | undefined {
  if (!hostIs(url, 'mixcloud.com', 'www.mixcloud.com', 'm.mixcloud.com')) return undefined;
  const segments = segmentsOf(url);
  if (segments.length !== 2 || !segments.every((segment) => SLUG.test(segment))) return undefined;
  return `https://player-widget.mixcloud.com/widget/iframe/?feed=${encodeURIComponent(`/${segments.join('/')}/`)}`;
}

function spotify(url: URL): string | undefined {
  if (!hostIs(url, 'open.spotify.com')) return undefined;
  // Localised addresses start with /intl-xx/.
  const segments = segmentsOf(url).filter((segment, index) => !(index === 0 && segment.startsWith('intl-')));
  const [type, id] = segments;
  if (segments.length !== 2 || !SPOTIFY_TYPES.includes(type ?? '') || !SPOTIFY_ID.test(id ?? '')) return undefined;
  return `https://open.spotify.com/embed/${type}/${id}`;
}

// undefined: not Bandcamp; null: a Bandcamp page without a player address.
function bandcamp(url: URL): string | null | undefined {
  const host = url.hostname.toLowerCase();
  if (host === 'bandcamp.com' && BANDCAMP_PLAYER.test(url.pathname)) return `https://bandcamp.com${url.pathname}`;
  if (!host.endsWith('.bandcamp.com')) return undefined;
  const [type, slug] = segmentsOf(url);
  return segmentsOf(url).length === 2 && (type === 'album' || type === 'track') && SLUG.test(slug ?? '')
    ? null
    : undefined;
}

const RECOGNISERS: [MediaService, (url: URL) => string | null | undefined][] = [
  ['youtube', youtube],
  ['vimeo', vimeo],
  ['soundcloud', soundcloud],
  ['mixcloud', mixcloud],
  ['spotify', spotify],
  ['bandcamp', bandcamp],
];

// What a stored link is: a player of one of the six services, or a plain link.
export function recogniseMediaLink(link: string): MediaLink {
  if (isHttpUrl(link)) {
    const url = new URL(link);
    for (const [service, recognise] of RECOGNISERS) {
      const embedUrl = recognise(url);
      if (embedUrl !== undefined) return { url: link, service, embedUrl };
    }
  }
  return { url: link, service: null, embedUrl: null };
}

export const MEDIA_LINKS_MAX_MESSAGE = `Add at most ${MEDIA_LINKS_MAX} links`;
export const MEDIA_LINK_REPEATED_MESSAGE = 'Each link can be added once';

// PUT /api/profile/media/links: the whole list, in the order shown (D18: http(s) only).
export const mediaLinksSchema = z.strictObject({
  links: z
    .array(httpUrlField())
    .max(MEDIA_LINKS_MAX, MEDIA_LINKS_MAX_MESSAGE)
    .refine((links) => new Set(links).size === links.length, MEDIA_LINK_REPEATED_MESSAGE),
});
