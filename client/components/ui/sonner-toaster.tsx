import { useEffect } from 'react';
import { Toaster } from 'sonner';

// Sonner's toaster, downloaded with the first toast (see toaster.tsx).
export default function SonnerToaster({ onMount }: { onMount: () => void }) {
  useEffect(onMount, []);
  return <Toaster theme="dark" position="top-center" richColors closeButton duration={5000} />;
}
