import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from './app-error';

// PostgreSQL error classes a constraint raises, as spec §8's error mapper names them.
const CONSTRAINT_ERRORS: Record<string, { status: 400 | 409; message: string }> = {
  [API_ERROR_CODES.uniqueViolation]: { status: 409, message: 'This record already exists.' },
  [API_ERROR_CODES.foreignKeyViolation]: {
    status: 409,
    message: 'Unable to complete operation due to related data.',
  },
  [API_ERROR_CODES.checkViolation]: { status: 400, message: 'The data provided does not meet requirements.' },
  [API_ERROR_CODES.notNullViolation]: { status: 400, message: 'Required information is missing.' },
  '22001': { status: 400, message: 'The data provided does not meet requirements.' },
  '22P02': { status: 400, message: 'The data provided does not meet requirements.' },
  // Text the database cannot store (a null character), should any reach it past the checks
  // on request bodies (server/lib/request-body.ts).
  '22021': { status: 400, message: 'The data provided does not meet requirements.' },
  '22P05': { status: 400, message: 'The data provided does not meet requirements.' },
  // A date or time the database cannot hold (issue 18: year 0000), should one pass the
  // shared checks (shared/calendar-day.ts).
  '22007': { status: 400, message: 'The data provided does not meet requirements.' },
  '22008': { status: 400, message: 'The data provided does not meet requirements.' },
};

type DatabaseErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

// Drizzle wraps the driver's error; node-postgres carries the SQLSTATE in `code`.
export function databaseErrorCode(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as DatabaseErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseErrorCode(error);
  return found?.code === API_ERROR_CODES.uniqueViolation && (!constraint || found.constraint === constraint);
}

export function appErrorFromDatabase(error: unknown): AppError | undefined {
  const found = databaseErrorCode(error);
  const known = found && CONSTRAINT_ERRORS[found.code];
  if (!found || !known) return undefined;
  const code = found.code.startsWith('22') ? API_ERROR_CODES.checkViolation : found.code;
  return new AppError(known.status, code, known.message);
}

// What the log says of a failed query (issue 18, finding 8): PostgreSQL's code, the constraint
// and the statement with its placeholders, never the values it was given nor PostgreSQL's
// message (which quotes them): they may be anyone's personal data.
export function databaseErrorSummary(error: unknown): string | undefined {
  const found = databaseErrorCode(error);
  if (!found) return undefined;
  let statement = '';
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object' && !statement; depth++) {
    const candidate = current as { query?: unknown; cause?: unknown };
    if (typeof candidate.query === 'string') statement = candidate.query;
    current = candidate.cause;
  }
  const constraint = found.constraint ? ` (constraint ${found.constraint})` : '';
  return `database error ${found.code}${constraint}${statement ? ` in: ${statement}` : ''}`;
}
