import { ApiError } from '../../../lib/api-client';

// The auth library's (and the deletion's) answer to a wrong current password.
export const isWrongPassword = (error: unknown) => error instanceof ApiError && error.code === 'INVALID_PASSWORD';
