import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// False while a page rendered on the server (D28) is not yet run by its script, true once it is
// (and at once on pages the script draws itself): controls whose work needs the script stay
// disabled until it runs, rather than submit their form to the page's own address.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
