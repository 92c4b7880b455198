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
// spec §9 dashboard: 5 applications shown, 3 available positions.
export const DASHBOARD_APPLICATIONS_SHOWN = 5;
export const DASHBOARD_POSITIONS_SHOWN = 3;
