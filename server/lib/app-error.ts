import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_CODES, type ApiIssue } from '@shared/api-error';

// An error a service raises on purpose: it reaches the caller as D16 JSON with this status.
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = (message = 'You must be signed in') =>
  new AppError(401, API_ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError(403, API_ERROR_CODES.forbidden, message);
// D31: staff never judge themselves (the messages: shared/staff-self.ts).
export const ownRecord = (message: string, issues?: ApiIssue[]) =>
  new AppError(403, API_ERROR_CODES.ownRecord, message, issues);
export const notFound = (message = 'Not found') => new AppError(404, API_ERROR_CODES.notFound, message);
export const conflict = (message: string) => new AppError(409, API_ERROR_CODES.conflict, message);
export const badRequest = (message: string, issues?: ApiIssue[]) =>
  new AppError(400, API_ERROR_CODES.validation, message, issues);
