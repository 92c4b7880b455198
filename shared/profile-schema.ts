import { z } from './zod';
import { TRACKS } from './domain-values';
import {
  AGE_RANGE_MESSAGE,
  GRAD_YEAR_RANGE_MESSAGE,
  optionalInteger,
  optionalState,
  optionalText,
} from './field-rules';
import { AGE_MAX, AGE_MIN, GRAD_YEAR_MAX, GRAD_YEAR_MIN, NAME_MAX_LENGTH } from './limits';
import { optionalHttpUrlField, optionalSocialField } from './links';
import { PROFILE_GENRES, PROFILE_MARKETS, PROFILE_SKILLS } from './profile-options';
import { TEAM_EXPERIENCE_VALUES, TRAVEL_RADIUS_VALUES, WIZARD_CITIES } from './track-catalog';

// spec §2 /profile and spec §5 profile: the fields a person edits about themselves. The
// object is strict: status, rank, XP, missions, email and the account link are not part of
// it, and a request naming them is refused rather than half applied (D14).

const PHONE_PATTERN = /^[0-9+()\-.\s]{7,30}$/;

// Issue 16: a choice the wizard also offers, with the same values (docs/decisions/093). Blank
// is stored as null.
const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: message })
    .nullish()
    .transform((value) => value || null);

const choices = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .array(z.enum(values, { error: message }))
    .max(values.length, message)
    .default([])
    .transform((chosen): Values[number][] => values.filter((value) => chosen.includes(value)));

export const profileSchema = z.strictObject({
  name: optionalText('Name', NAME_MAX_LENGTH),
  phone: optionalText('Phone', 30).refine(
    (phone) => phone === null || PHONE_PATTERN.test(phone),
    'Please enter a valid phone number',
  ),
  // spec §5: age and graduation year become null if not a number.
  age: optionalInteger(AGE_MIN, AGE_MAX, AGE_RANGE_MESSAGE),
  city: optionalChoice(WIZARD_CITIES, 'Please choose a city from the list'),
  state: optionalState(),
  travelRadius: optionalChoice(TRAVEL_RADIUS_VALUES, 'Please choose a travel radius from the list'),
  school: optionalText('School', 200),
  gradYear: optionalInteger(GRAD_YEAR_MIN, GRAD_YEAR_MAX, GRAD_YEAR_RANGE_MESSAGE),
  greekAffiliation: optionalText('Greek affiliation', 100),
  hasCar: z.boolean({ error: 'Reliable transportation must be yes or no' }).default(false),
  experienceLevel: optionalChoice(TEAM_EXPERIENCE_VALUES, 'Please choose an experience level from the list'),
  // spec §9: interested tracks are stored lowercase.
  roleTypes: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(TRACKS, { error: 'Please choose tracks from the list' })),
    )
    .max(TRACKS.length * 2, 'Please choose tracks from the list')
    .default([])
    .transform((chosen) => TRACKS.filter((track) => chosen.includes(track))),
  markets: choices(PROFILE_MARKETS, 'Please choose markets from the list'),
  skills: choices(PROFILE_SKILLS, 'Please choose skills from the list'),
  genres: choices(PROFILE_GENRES, 'Please choose genres from the list'),
  instagram: optionalSocialField('Instagram'),
  tiktok: optionalSocialField('TikTok'),
  website: optionalHttpUrlField(),
  portfolio: optionalHttpUrlField(),
  equipment: optionalText('Equipment', 1000),
  availabilityNote: optionalText('Availability note', 1000),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
