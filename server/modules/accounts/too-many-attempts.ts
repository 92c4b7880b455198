// The 429 answers of the auth endpoints say how long to wait (issue 8): per client address
// (the auth library's limiter) or per account (sign-in attempts for one email).

function waitText(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 60) return 'a minute';
  return `${Math.ceil(retryAfterSeconds / 60)} minutes`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number, scope: 'address' | 'account'): string {
  return scope === 'account'
    ? `Too many sign-in attempts for this account. Please wait ${waitText(retryAfterSeconds)} and try again, or reset your password.`
    : `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`;
}
