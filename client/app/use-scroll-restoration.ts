import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '../lib/router/router';

const STORAGE_KEY = 'backline:scroll';

const memory = new Map<string, number>();
let currentKey: string | undefined;

function stored(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

// Kept for a reload and for Back from another document. Every entry has a key of its own, the
// first one of the tab too (the router gives it one, decision 172): a page opened first, left by
// typing an address and come back to, returns where it was (issue 41).
function persist() {
  const positions = stored();
  for (const [key, y] of memory) positions[key] = y;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: positions live as long as the page.
  }
}

function arrivedByReloadOrHistory(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

// Each page opens at its top (or at its #anchor); Back and Forward return to where the
// person was. Replaces React Router's restoration, which shared one position between every
// page opened by its address.
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (currentKey !== undefined) memory.set(currentKey, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    const firstRender = currentKey === undefined;
    currentKey = key;
    if (firstRender) {
      // The page as the server sent it: where the browser put it (the person may have
      // scrolled already), or where they were before a reload or a Back from another site.
      const saved = arrivedByReloadOrHistory() ? stored()[key] : undefined;
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === 'POP') {
      const saved = memory.get(key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
