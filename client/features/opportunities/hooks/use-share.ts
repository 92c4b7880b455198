import { useCallback } from 'react';
import { toast } from '../../../components/ui/toaster';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins: the selection-based copy.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

// spec §2 Share: the device's share sheet when there is one, otherwise copy the link.
export function useShare() {
  return useCallback(async ({ title, path }: { title: string; path: string }) => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await copyText(url);
      toast.success('Link copied to clipboard!');
    } catch {
      toast.error(`Could not copy the link: ${url}`);
    }
  }, []);
}
