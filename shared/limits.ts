// Business constants and limits of spec §9 (and the length limits of spec §5).

export const PASSWORD_MIN_LENGTH = 6;
// Longer passwords only cost hashing time; 128 is what the auth library allows.
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const HOME_NAV_SCROLL_THRESHOLD_PX = 300;
