// D16: every API error has this shape, with the right HTTP status.

export type ApiIssue = { path: string; message: string };

export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    issues?: ApiIssue[];
  };
};

export const API_ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  malformedJson: 'MALFORMED_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unauthenticated: 'UNAUTHENTICATED',
  sessionExpired: 'SESSION_EXPIRED',
  forbidden: 'FORBIDDEN',
  // D31: a team member acting on their own record; the message says who handles it.
  ownRecord: 'OWN_RECORD',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  crossSite: 'CROSS_SITE_REQUEST',
  rateLimited: 'RATE_LIMITED',
  // PostgreSQL error classes the client's error mapper turns into spec §8 texts.
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  checkViolation: '23514',
  notNullViolation: '23502',
  internal: 'INTERNAL_ERROR',
} as const;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}
