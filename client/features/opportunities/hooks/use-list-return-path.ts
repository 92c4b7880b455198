import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

// Issue 16: "Back to opportunities" returns to the list as the person left it (its filters
// are in its address). The list remembers its address for this tab; an opportunity page reads
// it after it has rendered (the server renders the plain list link, D28).
const KEY = 'backline:opportunities-list';
const LIST = '/opportunities';

export function useRememberListAddress(): void {
  const { search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, `${LIST}${search}`);
    } catch {
      // Storage refused (private mode): the link keeps the plain list.
    }
  }, [search]);
}

export function useListAddress(): string {
  const [address, setAddress] = useState(LIST);
  useEffect(() => {
    try {
      const remembered = sessionStorage.getItem(KEY);
      if (remembered?.startsWith(`${LIST}?`)) setAddress(remembered);
    } catch {
      // As above.
    }
  }, []);
  return address;
}
