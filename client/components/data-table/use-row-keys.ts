import { type RefObject, useEffect, useRef } from 'react';
import { useKeyShortcuts } from '../../lib/use-key-shortcuts';

// Issue 41: a table read by keyboard as an application is reviewed (decision 114): j and k
// move to the next and previous row (past the page's end, the next or previous page), Enter
// opens the row (its link has the focus), x selects it. The row with the focus is the current
// one, so the browser shows where one is and a screen reader reads the row's name.
export function useRowKeys(
  table: RefObject<HTMLTableElement | null>,
  options: { enabled: boolean; rowsKey: string; onPastEdge?: (direction: 1 | -1) => boolean },
) {
  // A row to focus once the next or previous page has come (its rows differ from these).
  const pending = useRef<{ row: 'first' | 'last'; leaving: string } | null>(null);
  const rows = () => [...(table.current?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])];
  const focusRow = (row: HTMLTableRowElement | undefined) => row?.querySelector<HTMLElement>('th a')?.focus();
  const currentIndex = () => rows().findIndex((row) => row.contains(document.activeElement));

  useEffect(() => {
    if (!pending.current || options.rowsKey === pending.current.leaving) return;
    const all = rows();
    focusRow(pending.current.row === 'first' ? all[0] : all.at(-1));
    pending.current = null;
  });

  const step = (direction: 1 | -1) => {
    const all = rows();
    const index = currentIndex();
    const next = index === -1 ? (direction === 1 ? 0 : all.length - 1) : index + direction;
    if (next >= 0 && next < all.length) {
      focusRow(all[next]);
      return;
    }
    if (options.onPastEdge?.(direction)) {
      pending.current = { row: direction === 1 ? 'first' : 'last', leaving: options.rowsKey };
    }
  };

  useKeyShortcuts(
    options.enabled
      ? {
          j: () => step(1),
          k: () => step(-1),
          x: () => rows()[currentIndex()]?.querySelector<HTMLInputElement>('th input[type="checkbox"]')?.click(),
        }
      : {},
  );
}
