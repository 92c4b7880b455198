import { type RefObject, useEffect, useState } from 'react';

// Whether the element is on screen. True until the browser says otherwise (and on the server),
// so nothing that depends on it appears before the page has been measured.
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
