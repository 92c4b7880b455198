import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

// Toasts (spec §7) without making every visitor download the toast library: it loads with
// the first toast, which shows once the toaster is on the page.
let wanted = false;
const subscribers = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const SonnerToaster = lazy(() => import('./sonner-toaster'));

function subscribe(subscriber: () => void) {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function Toaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMount={markMounted} />
    </Suspense>
  );
}

function ready(): Promise<typeof sonnerToast> {
  if (!wanted) {
    wanted = true;
    for (const subscriber of subscribers) subscriber();
  }
  return Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner.toast);
}

type Show = (...args: Parameters<typeof sonnerToast.success>) => void;
const kind =
  (name: 'success' | 'error' | 'info'): Show =>
  (...args) =>
    void ready().then((toast) => toast[name](...args));

// A toast shown with an `id` (one kept up until its outcome is known) is taken down by it.
const dismiss = (id: string | number) => void ready().then((toast) => toast.dismiss(id));

export const toast = { success: kind('success'), error: kind('error'), info: kind('info'), dismiss };
