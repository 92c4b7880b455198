import { useCallback, useEffect, useState } from 'react';

// spec §2 admin shell: collapsed by default; Ctrl/Meta + B toggles; the state is kept in a
// cookie for 7 days (spec §9); under 768px the sidebar is a sheet.
export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = '(max-width: 767px)';

function readExpandedCookie(): boolean {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match?.split('=')[1] === 'true';
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}

export function useSidebarState() {
  const isMobile = useIsMobile();
  const [expanded, setExpandedState] = useState(readExpandedCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setExpanded = useCallback((next: boolean) => {
    setExpandedState(next);
    // The Cookie Store API is not in every browser yet; the value is a plain boolean.
    // biome-ignore lint/suspicious/noDocumentCookie: see above.
    document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, setMobileOpen, toggle };
}
