import { useEffect, useRef } from 'react';

// Issue 19: single-key shortcuts of a page ("j", "k", "?"). Never while typing in a field, in a
// dialog, or with Ctrl, Alt or Meta held (the browser's and the sidebar's own shortcuts).
export function useKeyShortcuts(shortcuts: Record<string, () => void>): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      const run = latest.current[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
