import type { MediaLink } from '@shared/media-links';
import type { PublicPageSettings } from '@shared/talent-page';
import type { ImageDto } from '../media/media.dto';

// GET|PUT /api/profile/public-page: the person's own setting.
export type PublicPageSettingsDto = PublicPageSettings;

// GET /api/talent/:handle (D34): what the page shows, and nothing else.
export type TalentPageDto = {
  handle: string;
  // The name on the page (their artist name when they gave one).
  name: string;
  bio: string | null;
  photo: ImageDto | null;
  tracks: string[];
  genres: string[];
  skills: string[];
  markets: string[];
  gallery: ImageDto[];
  links: MediaLink[];
  bookings: { id: string; title: string; city: string | null; date: string | null }[];
  indexable: boolean;
};
