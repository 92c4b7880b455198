import { useCallback, useMemo } from 'react';
import { setOrDelete, useUrlParams } from '../../lib/use-url-params';

export type SortState = { sort: string; dir: 'asc' | 'desc' };

// Issue 19: a table's whole state — filters, search, sort and page — lives in the address, so a
// reload, the back button or a shared link show the same rows. Changing a filter or the sort
// goes back to the first page; `defaults` are left out of the address.
export function useTableParams(defaults: SortState) {
  const [params, change] = useUrlParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sort: SortState = {
    sort: params.get('sort') || defaults.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : defaults.dir,
  };

  const setFilters = useCallback(
    (values: Record<string, string | undefined>, options: { replace?: boolean } = {}) =>
      change((next) => {
        setOrDelete(next, values);
        next.delete('page');
      }, options),
    [change],
  );
  const setSort = useCallback(
    (next: SortState) =>
      change((edited) => {
        const isDefault = next.sort === defaults.sort && next.dir === defaults.dir;
        setOrDelete(edited, { sort: isDefault ? undefined : next.sort, dir: isDefault ? undefined : next.dir });
        edited.delete('page');
      }),
    [change, defaults.sort, defaults.dir],
  );
  const setPage = useCallback(
    (next: number) => change((edited) => setOrDelete(edited, { page: next > 1 ? String(next) : undefined })),
    [change],
  );
  // The list's query as the API takes it (the same names as the address).
  const query = useMemo(() => {
    const out = new URLSearchParams(params);
    out.set('page', String(page));
    out.set('sort', sort.sort);
    out.set('dir', sort.dir);
    out.sort();
    return out.toString();
  }, [params, page, sort.sort, sort.dir]);

  return { params, page, sort, query, setFilters, setSort, setPage };
}
