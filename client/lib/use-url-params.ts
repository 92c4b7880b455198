import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from './router/router';

type Edit = (params: URLSearchParams) => void;
type Asked = { latest: URLSearchParams; all: Set<string> };

// The page's query parameters, and a way to change some of them. React Router hands a
// functional update the parameters of its last render, and quick changes can render out of
// order (one navigation overtaking another), so two quick changes (clearing both dates; a
// search that lands as a filter is picked) could undo one another. Here each change builds on
// the last one asked for until the router shows it; an address none of these changes asked
// for (back, a link) is the truth again.
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const asked = useRef<Asked | null>(null);
  useLayoutEffect(() => {
    rendered.current = params;
    const pending = asked.current;
    const shown = params.toString();
    if (pending?.all.has(shown) && shown !== pending.latest.toString()) return;
    asked.current = null;
  }, [params]);

  const change = useCallback(
    (edit: Edit, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(asked.current?.latest ?? rendered.current);
      edit(next);
      const all = asked.current?.all ?? new Set<string>();
      all.add(next.toString());
      asked.current = { latest: next, all };
      setParams(next, { replace: options.replace ?? false });
    },
    [setParams],
  );

  return [params, change] as const;
}

// Sets each key to its value, or removes it when the value is empty.
export function setOrDelete(params: URLSearchParams, values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
}
