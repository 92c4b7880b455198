import { useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';

const PHONE = '(max-width: 639px)';
const subscribe = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

// Below every page's top bar (64 px; the back office's is 56 px), so a toast never covers the
// navigation (issue 41).
const BELOW_THE_TOP_BAR = { top: 80 };

// Sonner's toaster, downloaded with the first toast (see toaster.tsx). On a phone it sits at the
// bottom, on wider screens under the navigation; either way clear of it. Its close button is a
// 24 px target (WCAG 2.5.8).
export default function SonnerToaster({ onMount }: { onMount: () => void }) {
  useEffect(onMount, []);
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return (
    <Toaster
      theme="dark"
      position={phone ? 'bottom-center' : 'top-center'}
      offset={BELOW_THE_TOP_BAR}
      richColors
      closeButton
      duration={5000}
      toastOptions={{ classNames: { closeButton: 'backline-toast-close' } }}
    />
  );
}
