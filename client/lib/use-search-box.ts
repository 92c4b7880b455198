import { useEffect, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

// A search box bound to an address parameter: the box follows typing at once and the address
// after a pause (one request per pause, not per keystroke); a change of the address from
// elsewhere (back, clear, a shared link) updates the box. Other filters changing meanwhile
// do not restart the pause.
export function useSearchBox(committed: string, commit: (value: string) => void, delayMs = SEARCH_DELAY_MS) {
  const [text, setText] = useState(committed);
  const lastCommitted = useRef(committed);
  const latestCommit = useRef(commit);

  useEffect(() => {
    latestCommit.current = commit;
  });

  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    setText(committed);
  }, [committed]);

  useEffect(() => {
    const value = text.trim();
    if (value === lastCommitted.current) return;
    const timer = setTimeout(() => {
      lastCommitted.current = value;
      latestCommit.current(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return [text, setText] as const;
}
