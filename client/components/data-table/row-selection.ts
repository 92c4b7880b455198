// Issue 19: which rows a click selects. A plain click toggles one row; a Shift-click sets every
// row from the last clicked one to this one to the state of this one (as file managers do).
export function selectWithClick(
  selected: ReadonlySet<string>,
  rowIds: readonly string[],
  clicked: string,
  options: { shift: boolean; anchor: string | null },
): Set<string> {
  const next = new Set(selected);
  const select = !selected.has(clicked);
  const from = options.shift && options.anchor ? rowIds.indexOf(options.anchor) : -1;
  const to = rowIds.indexOf(clicked);
  const range = from >= 0 && to >= 0 ? rowIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [clicked];
  for (const id of range) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}
