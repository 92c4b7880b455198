import { Button } from '../ui/button';
import type { UploadState } from '../../lib/use-upload';

// The upload's progress and its cancel button, or why it stopped.
export function UploadStatus({ state, onCancel }: { state: UploadState; onCancel: () => void }) {
  if (state.status === 'sending') {
    const percent = Math.round(state.sent * 100);
    return (
      <div className="flex flex-wrap items-center gap-3">
        <progress value={percent} max={100} aria-label="Upload progress" className="h-2 w-48 accent-primary" />
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {percent < 100 ? `Uploading… ${percent}%` : 'Processing…'}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-400">
        {state.message}
      </p>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Upload cancelled
      </p>
    );
  }
  return null;
}
