import { describe, expect, it } from 'vitest';
import {
  MEDIA_LINK_REPEATED_MESSAGE,
  MEDIA_LINKS_MAX_MESSAGE,
  mediaLinksSchema,
  recogniseMediaLink,
} from './media-links';

const messages = (value: unknown) => {
  const result = mediaLinksSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('D33 media links', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    [
      'https://soundcloud.com/dj-nova/warehouse-mix-2031',
      'soundcloud',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fdj-nova%2Fwarehouse-mix-2031',
    ],
    [
      'https://soundcloud.com/dj-nova/sets/summer',
      'soundcloud',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fdj-nova%2Fsets%2Fsummer',
    ],
    [
      'https://www.mixcloud.com/djnova/late-night-session/',
      'mixcloud',
      'https://player-widget.mixcloud.com/widget/iframe/?feed=%2Fdjnova%2Flate-night-session%2F',
    ],
    [
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc',
      'spotify',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    ],
    [
      'https://open.spotify.com/intl-de/playlist/37i9dQZF1DXcBWIGoYBM5M',
      'spotify',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    ],
    [
      'https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/tracklist=false/',
      'bandcamp',
      'https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/tracklist=false/',
    ],
  ])('plays %s in the %s player', (url, service, embedUrl) => {
    expect(recogniseMediaLink(url)).toEqual({ url, service, embedUrl });
  });

  it('knows a Bandcamp album or track page, whose player its address cannot name', () => {
    const url = 'https://djnova.bandcamp.com/album/night-shift';
    expect(recogniseMediaLink(url)).toEqual({ url, service: 'bandcamp', embedUrl: null });
  });

  it.each([
    'https://example.com/my-mix',
    // Lookalike hosts and unusable addresses of the six stay plain links.
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=not-an-id',
    'https://vimeo.com/channels/staffpicks',
    'https://soundcloud.com/dj-nova/%22onload%3Dalert(1)',
    'https://open.spotify.com/track/short',
    'https://djnova.bandcamp.com/',
  ])('leaves %s a plain link', (url) => {
    expect(recogniseMediaLink(url)).toEqual({ url, service: null, embedUrl: null });
  });

  it('never makes a player of a link that is not http(s)', () => {
    expect(recogniseMediaLink('javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      url: 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
      service: null,
      embedUrl: null,
    });
  });

  it('takes up to 6 distinct http(s) links (D18)', () => {
    const six = Array.from({ length: 6 }, (_, index) => `https://example.com/mix-${index}`);
    expect(messages({ links: six })).toEqual([]);
    expect(messages({ links: [...six, 'https://example.com/seventh'] })).toEqual([MEDIA_LINKS_MAX_MESSAGE]);
    expect(messages({ links: [six[0], six[0]] })).toEqual([MEDIA_LINK_REPEATED_MESSAGE]);
    expect(messages({ links: ['javascript:alert(1)'] })).toEqual(['Please enter a valid URL']);
    expect(messages({ links: ['data:text/html,<script>alert(1)</script>'] })).toEqual(['Please enter a valid URL']);
    expect(messages({ links: [], other: 1 }).length).toBe(1);
  });
});
