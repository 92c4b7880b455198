// Business constants and limits of spec §9 (and the length limits of spec §5).

export const PASSWORD_MIN_LENGTH = 6;
// Longer passwords only cost hashing time; 128 is what the auth library allows.
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const HOME_NAV_SCROLL_THRESHOLD_PX = 300;

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
