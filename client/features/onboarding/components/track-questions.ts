import type { Track } from '@shared/domain-values';
import {
  CREATOR_EXPERIENCE_OPTIONS,
  CREATOR_SPECIALTY_OPTIONS,
  type Option,
  PARTNER_INTEREST_OPTIONS,
  TEAM_EXPERIENCE_OPTIONS,
  TRANSPORT_OPTIONS,
} from '@shared/track-catalog';

// spec §2 step 3: the questions of each track. Names are the keys of the track's answers
// schema (shared/track-answers.ts); limits come from spec §5 and are checked by that schema.
export type TrackQuestion = {
  name: string;
  label: string;
  kind: 'text' | 'year' | 'url' | 'textarea' | 'select' | 'genres';
  required?: boolean;
  // Shown as a counter; the schema gives the message when it is passed.
  maxLength?: number;
  options?: Option[];
  placeholder?: string;
};

export const TRACK_QUESTIONS: Record<Track, TrackQuestion[]> = {
  ambassador: [
    { name: 'school', label: 'School', kind: 'text', required: true, placeholder: 'Where do you study?' },
    { name: 'gradYear', label: 'Expected graduation year', kind: 'year', required: true, placeholder: '2027' },
    { name: 'greekAffiliation', label: 'Greek affiliation', kind: 'text' },
    { name: 'whyAmbassador', label: 'Why do you want to be an ambassador?', kind: 'textarea', maxLength: 2000 },
  ],
  team: [
    { name: 'resumeLink', label: 'Resume link', kind: 'url', required: true, placeholder: 'https://' },
    { name: 'desiredPosition', label: 'Desired position', kind: 'text' },
    { name: 'tools', label: 'Tools you use', kind: 'textarea', maxLength: 500, placeholder: 'Notion, Canva, ...' },
    { name: 'experienceLevel', label: 'Experience level', kind: 'select', options: TEAM_EXPERIENCE_OPTIONS },
  ],
  ops: [
    { name: 'eventExperience', label: 'Event experience', kind: 'textarea', required: true, maxLength: 2000 },
    {
      name: 'hasTransportation',
      label: 'Do you have reliable transportation?',
      kind: 'select',
      options: TRANSPORT_OPTIONS,
    },
    { name: 'physicalCapabilities', label: 'Physical capabilities', kind: 'textarea', maxLength: 1000 },
  ],
  performer: [
    // Issue 16: the profile's genres, so the profile shows what was chosen here.
    { name: 'genres', label: 'Genres', kind: 'genres' },
    { name: 'technicalNeeds', label: 'Technical needs', kind: 'textarea', maxLength: 1000 },
  ],
  creator: [
    { name: 'specialty', label: 'Specialty', kind: 'select', options: CREATOR_SPECIALTY_OPTIONS },
    { name: 'gear', label: 'Gear', kind: 'textarea', maxLength: 1000 },
    { name: 'experienceLevel', label: 'Experience level', kind: 'select', options: CREATOR_EXPERIENCE_OPTIONS },
  ],
  partner: [
    { name: 'organization', label: 'Organization', kind: 'text' },
    { name: 'capacity', label: 'Capacity and reach', kind: 'textarea', maxLength: 2000 },
    {
      name: 'partnershipInterest',
      label: 'Partnership interest',
      kind: 'select',
      options: PARTNER_INTEREST_OPTIONS,
    },
    { name: 'timeline', label: 'Timeline', kind: 'text', placeholder: 'When would you like to start?' },
  ],
};
