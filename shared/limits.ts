// Business constants and limits of spec §9 (and the length limits of spec §5).

export const PASSWORD_MIN_LENGTH = 6;
// Longer passwords only cost hashing time; 128 is what the auth library allows.
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const HOME_NAV_SCROLL_THRESHOLD_PX = 300;

// spec §5 onboarding wizard and profile. The spec names no age bounds; 13 is the usual
// minimum age of an online account (docs/decisions/021).
export const AGE_MIN = 13;
export const AGE_MAX = 120;
// spec §5 / §9: graduation year, 4 digits, 2024-2040.
export const GRAD_YEAR_MIN = 2024;
export const GRAD_YEAR_MAX = 2040;
// spec §9: state, 2 characters.
export const STATE_MAX_LENGTH = 2;
// spec §5: 'URL must be less than 500 characters' (resume link 500); D18 applies it to every link.
export const URL_MAX_LENGTH = 500;
// spec §9: age gates.
export const ADULT_AGE = 18;
export const TEAM_MIN_AGE = 20;
// D10 and the FAQ: an archived track application may be replaced 30 days after archiving.
export const REAPPLY_WAIT_DAYS = 30;
// spec §9: the onboarding wizard has 4 steps.
export const WIZARD_STEP_COUNT = 4;
// spec §9 dashboard: 5 applications shown, 3 available positions.
export const DASHBOARD_APPLICATIONS_SHOWN = 5;
export const DASHBOARD_POSITIONS_SHOWN = 3;
// spec §9 opportunities.
export const SIMILAR_OPPORTUNITIES_LIMIT = 3;
export const DESCRIPTION_PREVIEW_LENGTH = 200;
export const COVER_LETTER_MAX_LENGTH = 2000;
export const CREATIVE_FIELD_MAX_LENGTH = 200;
export const PERFORMED_LIVE_MAX_LENGTH = 1000;
// spec §5 opportunity form (and D7: the job-posting limits for budget range and vertical).
export const OPPORTUNITY_TITLE_MAX_LENGTH = 200;
export const OPPORTUNITY_LONG_TEXT_MAX_LENGTH = 5000;
export const OPPORTUNITY_SHORT_TEXT_MAX_LENGTH = 200;
export const BUDGET_RANGE_MAX_LENGTH = 100;
// Not in the spec: a sanity bound on total spots.
export const SLOTS_TOTAL_MAX = 10_000;
// Matches the database's check on opportunity_tags.label.
export const TAG_LABEL_MAX_LENGTH = 50;
// Filter inputs: a free-text search and the number of tags one filter may combine.
export const SEARCH_MAX_LENGTH = 200;
export const TAG_FILTER_MAX = 20;
// D21: lists count exactly up to this many and say "10,000+" beyond; the rows past it are not
// served either (docs/decisions/095).
export const COUNT_CAP = 10_000;
