import { TRACK_DETAILS } from '@shared/track-catalog';
import type { Track } from '@shared/domain-values';
import { HANDLE_TAKEN_MESSAGE, handleSchema, type PublicPageSettings } from '@shared/talent-page';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { ProfileMediaService } from '../media/profile-media.service';
import type { PublicPageSettingsDto, TalentPageDto } from './talent-pages.dto';
import {
  findBookings,
  findPublishedPage,
  findSettingsOfUser,
  isHandleTakenByAnother,
  listIndexableHandles,
  updateSettings,
} from './talent-pages.repo';

export const TALENT_PAGE_NOT_FOUND = 'Page not found';
const BOOKINGS_SHOWN = 12;

// D34: a person's public page. Off by default; unpublished, its address is not found at once
// (`onChanged` drops the kept public pages here; migration 0022's notice, everywhere else).
export function createTalentPagesService(db: Database, options: { media: ProfileMediaService; onChanged: () => void }) {
  async function ownRow(userId: string) {
    const row = await findSettingsOfUser(db, userId);
    if (!row) throw notFound('Profile not found');
    return row;
  }

  return {
    async settings(userId: string): Promise<PublicPageSettingsDto> {
      const { handle, publicName, bio, published, indexable } = await ownRow(userId);
      return { handle, publicName, bio, published, indexable };
    },

    async saveSettings(userId: string, settings: PublicPageSettings): Promise<PublicPageSettingsDto> {
      const { personId } = await ownRow(userId);
      if (settings.handle && (await isHandleTakenByAnother(db, settings.handle, personId))) {
        throw conflict(HANDLE_TAKEN_MESSAGE);
      }
      await updateSettings(db, personId, settings);
      options.onChanged();
      return settings;
    },

    // Only a published page, by its handle as written or in capitals.
    async page(rawHandle: string): Promise<TalentPageDto> {
      const handle = handleSchema.safeParse(rawHandle);
      if (!handle.success) throw notFound(TALENT_PAGE_NOT_FOUND);
      const row = await findPublishedPage(db, handle.data);
      if (!row?.handle) throw notFound(TALENT_PAGE_NOT_FOUND);
      const [media, bookings] = await Promise.all([
        options.media.ofPerson(row.personId),
        findBookings(db, row.personId, BOOKINGS_SHOWN),
      ]);
      return {
        handle: row.handle,
        name: row.publicName ?? row.name ?? row.handle,
        bio: row.bio,
        photo: media.photo,
        tracks: row.tracks.flatMap((track) => TRACK_DETAILS[track as Track]?.label ?? []),
        genres: row.genres,
        skills: row.skills,
        markets: row.markets,
        gallery: media.gallery,
        links: media.links,
        bookings,
        indexable: row.indexable,
      };
    },

    async findForPreview(handle: string): Promise<TalentPageDto | undefined> {
      try {
        return await this.page(handle);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      }
    },

    indexableHandles: () => listIndexableHandles(db),
  };
}

export type TalentPagesService = ReturnType<typeof createTalentPagesService>;
