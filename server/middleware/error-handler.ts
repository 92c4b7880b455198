import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { API_ERROR_CODES, type ApiErrorBody } from '@shared/api-error';
import { AppError } from '../lib/app-error';
import { appErrorFromDatabase, databaseErrorSummary } from '../lib/database-error';
import type { Logger } from '../lib/logger';
import { routeLabel } from '../lib/route-label';

export function errorJson(c: Context, error: AppError) {
  const body: ApiErrorBody = {
    error: { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
  };
  return c.json(body, error.status);
}

// D16: every error leaves as { error: { code, message, issues? } }; never a stack trace.
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) return errorJson(c, error);
    const fromDatabase = appErrorFromDatabase(error);
    if (fromDatabase) return errorJson(c, fromDatabase);
    if (error instanceof HTTPException && error.status < 500) {
      return errorJson(c, new AppError(error.status, `HTTP_${error.status}`, error.message || 'Bad request'));
    }
    // The route pattern, not the path: a path may hold a token (docs/decisions/107). A database
    // error is logged by its code and constraint only: its message quotes the values (issue 18).
    const summary = databaseErrorSummary(error);
    if (summary) logger.error(`${c.req.method} ${routeLabel(c)} failed: ${summary}`);
    else logger.error(`${c.req.method} ${routeLabel(c)} failed`, error);
    return errorJson(
      c,
      new AppError(500, API_ERROR_CODES.internal, 'An error occurred. Please try again or contact support.'),
    );
  };
}

export const apiNotFound: NotFoundHandler = (c) =>
  errorJson(c, new AppError(404, API_ERROR_CODES.notFound, 'No such API endpoint'));
