import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@shared/media';
import { serverMessage } from './error-mapper';
import { uploadImage } from './upload-image';

export type UploadState =
  | { status: 'idle' }
  | { status: 'sending'; sent: number }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

// One upload at a time, with its progress, a cancel, and what went wrong in words (the server's
// message, D16). A file over the limit is refused before a byte leaves.
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async <T = unknown>(method: 'PUT' | 'POST', path: string, file: Blob): Promise<T | undefined> => {
      if (file.size > IMAGE_MAX_BYTES) {
        setState({ status: 'failed', message: IMAGE_TOO_LARGE_MESSAGE });
        return undefined;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'sending', sent: 0 });
      try {
        const answer = await uploadImage<T>(method, path, file, {
          signal: current.signal,
          onProgress: (sent) => setState({ status: 'sending', sent }),
        });
        setState({ status: 'idle' });
        return answer;
      } catch (error) {
        if (current.signal.aborted) setState({ status: 'cancelled' });
        else setState({ status: 'failed', message: serverMessage(error, 'The upload failed. Please try again.') });
        return undefined;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
