import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { friendlyErrorMessage, serverMessage } from './error-mapper';

describe('friendlyErrorMessage (spec §8 generic error mapper)', () => {
  it.each([
    ['SESSION_EXPIRED', 'Your session has expired. Please sign in again.'],
    ['23503', 'Unable to complete operation due to related data.'],
    ['23505', 'This record already exists.'],
    ['23514', 'The data provided does not meet requirements.'],
    ['23502', 'Required information is missing.'],
    ['SOMETHING_ELSE', 'An error occurred. Please try again or contact support.'],
  ])('maps %s', (code, message) => {
    expect(friendlyErrorMessage(new ApiError(400, code, 'raw'))).toBe(message);
  });

  it('says how long to wait when rate limited', () => {
    const message = 'Too many requests from your network. Please wait 12 seconds and try again.';
    expect(friendlyErrorMessage(new ApiError(429, 'RATE_LIMITED', message))).toBe(message);
  });

  it("says who handles a team member's own record (D31)", () => {
    const message = 'Another team member handles your own application.';
    expect(friendlyErrorMessage(new ApiError(403, 'OWN_RECORD', message))).toBe(message);
  });

  it('joins validation issues with commas', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'raw', [
      { path: 'age', message: 'Age is required' },
      { path: 'city', message: 'City is required' },
    ]);
    expect(friendlyErrorMessage(error)).toBe('Age is required, City is required');
  });

  it('falls back for anything that is not an API error', () => {
    expect(friendlyErrorMessage(new Error('boom'))).toBe('An error occurred. Please try again or contact support.');
  });
});

describe('serverMessage', () => {
  it("shows the server's message, or the fallback when the server was not reached", () => {
    expect(serverMessage(new ApiError(422, 'X', 'User already exists.'), 'An error occurred')).toBe(
      'User already exists.',
    );
    expect(serverMessage(new ApiError(0, 'NETWORK_ERROR', 'offline'), 'An error occurred')).toBe('An error occurred');
    expect(serverMessage(new ApiError(502, 'HTTP_502', ''), 'Failed to submit application')).toBe(
      'Failed to submit application',
    );
  });
});
