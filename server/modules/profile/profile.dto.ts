import type { ProfileValues } from '@shared/profile-schema';

// GET/PUT /api/profile: exactly the fields the person edits (spec §2 /profile). Status,
// rank, XP, missions, email and the account link are not part of it.
// City, travel radius and experience level are answered as stored: a value written before they
// became choices (issue 16) is still the person's, and the form asks them to choose again.
export type ProfileDto = Omit<ProfileValues, 'city' | 'travelRadius' | 'experienceLevel'> & {
  id: string;
  city: string | null;
  travelRadius: string | null;
  experienceLevel: string | null;
};
