import { API_ERROR_CODES } from '@shared/api-error';
import { ApiError } from './api-client';

export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again or contact support.';

// spec §8 generic error mapper, fed by the API's D16 error codes.
export function friendlyErrorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (!(error instanceof ApiError)) return fallback;
  switch (error.code) {
    case API_ERROR_CODES.sessionExpired:
      return 'Your session has expired. Please sign in again.';
    case API_ERROR_CODES.foreignKeyViolation:
      return 'Unable to complete operation due to related data.';
    case API_ERROR_CODES.uniqueViolation:
      return 'This record already exists.';
    case API_ERROR_CODES.checkViolation:
      return 'The data provided does not meet requirements.';
    case API_ERROR_CODES.notNullViolation:
      return 'Required information is missing.';
    // Says how long to wait (issue 17's list limit, the sign-in limits).
    case API_ERROR_CODES.rateLimited:
      return error.message || fallback;
    // D31: says who handles a team member's own record.
    case API_ERROR_CODES.ownRecord:
      return error.message || fallback;
    case API_ERROR_CODES.validation:
      return error.issues?.length ? error.issues.map((issue) => issue.message).join(', ') : error.message;
    default:
      return fallback;
  }
}

// Where the spec shows "the server's message, or <fallback>".
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message) return error.message;
  return fallback;
}
