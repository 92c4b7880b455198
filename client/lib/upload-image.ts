import { isApiErrorBody } from '@shared/api-error';
import { ApiError } from './api-client';

export type UploadOptions = {
  // The share of the bytes sent so far, 0 to 1.
  onProgress: (sent: number) => void;
  signal: AbortSignal;
};

// D33: an image goes as its own bytes (no multipart), through XHR, the one browser API that
// reports upload progress; `signal` cancels it. Errors read as apiRequest's (D16).
export function uploadImage<T>(
  method: 'PUT' | 'POST',
  path: string,
  file: Blob,
  { onProgress, signal }: UploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload: unknown = request.response;
      if (request.status >= 200 && request.status < 300) return resolve(payload as T);
      reject(
        isApiErrorBody(payload)
          ? new ApiError(request.status, payload.error.code, payload.error.message, payload.error.issues)
          : new ApiError(request.status, `HTTP_${request.status}`, ''),
      );
    });
    request.addEventListener('error', () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.')),
    );
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
