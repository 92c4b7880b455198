import { useEffect, useState } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import { useQuery } from '../../../lib/query/use-query';
import { applicationsQueryOptions } from '../api/list-applications';

export type ReviewStep = { id: string; list: string } | null;

const withPage = (list: string, page: number) => {
  const params = new URLSearchParams(list);
  params.set('page', String(page));
  return params.toString();
};

// Issue 19: the applications before and after this one in the list it was opened from (`list`:
// that table's query: filters, sort, page). The page's order is kept as it was when the
// review began, so booking or archiving one (which may take it out of a filtered list) does not
// lose the place; past either end of the page the next or previous page is asked for.
export function useReviewNeighbours(currentId: string, list: string | null) {
  const queryClient = useQueryClient();
  const page = useQuery({ ...applicationsQueryOptions(list ?? ''), enabled: list !== null });
  const [snapshot, setSnapshot] = useState<{ list: string; ids: string[]; total: number; pageSize: number } | null>(
    null,
  );
  useEffect(() => {
    if (!list || !page.data) return;
    if (snapshot?.list === list && snapshot.ids.includes(currentId)) return;
    const ids = page.data.items.map((item) => item.id);
    if (ids.includes(currentId)) {
      setSnapshot({ list, ids, total: page.data.total, pageSize: page.data.pageSize });
    }
  }, [list, page.data, currentId, snapshot]);

  if (!list || !snapshot || snapshot.list !== list) return null;
  const index = snapshot.ids.indexOf(currentId);
  if (index < 0) return null;
  const pageNumber = Number(new URLSearchParams(list).get('page') ?? '1') || 1;
  const hasNextPage = pageNumber * snapshot.pageSize < snapshot.total;

  const stepTo = async (direction: 1 | -1): Promise<ReviewStep> => {
    const within = snapshot.ids[index + direction];
    if (within) return { id: within, list };
    const otherPage = pageNumber + direction;
    if (otherPage < 1 || (direction === 1 && !hasNextPage)) return null;
    const otherList = withPage(list, otherPage);
    const other = await queryClient.fetchQuery(applicationsQueryOptions(otherList));
    const item = direction === 1 ? other.items[0] : other.items.at(-1);
    return item ? { id: item.id, list: otherList } : null;
  };

  return {
    position: (pageNumber - 1) * snapshot.pageSize + index + 1,
    total: snapshot.total,
    hasPrevious: index > 0 || pageNumber > 1,
    hasNext: index < snapshot.ids.length - 1 || hasNextPage,
    stepTo,
  };
}
