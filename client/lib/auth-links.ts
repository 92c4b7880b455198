// Decision 155: a link that names its step opens /auth on it, on any browser ("Sign in" is never
// met by the sign-up form, "Create your profile" never by the sign-in one).
export const SIGN_IN_HREF = '/auth?mode=sign-in';
export const SIGN_UP_HREF = '/auth?mode=sign-up';
