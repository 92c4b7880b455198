import { bodyLimit } from 'hono/body-limit';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../lib/app-error';

// The largest form (a profile or an opportunity) is a few tens of kilobytes.
export const MAX_BODY_BYTES = 100 * 1024;

export const limitBodySize = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError(413, API_ERROR_CODES.payloadTooLarge, 'The request body is larger than 100 KB');
    },
  });
