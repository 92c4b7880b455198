import { useEffect } from 'react';
import { useLocation } from '../../../lib/router/router';
// Read by hooks/list-address.ts (the same key; not shared, to keep the pages' first downloads
// small).
export const LIST_ADDRESS_STORAGE_KEY = 'backline:opportunities-list';

// Issue 16: the list remembers its address (its filters are in it) for this tab; an
// opportunity's "Back to opportunities" returns there (hooks/list-address.ts).
export function useRememberListAddress(): void {
  const { search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(LIST_ADDRESS_STORAGE_KEY, `/opportunities${search}`);
    } catch {
      // Storage refused (private mode): the link keeps the plain list.
    }
  }, [search]);
}
