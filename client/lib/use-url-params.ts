import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

type Edit = (params: URLSearchParams) => void;

// The page's query parameters, and a way to change some of them. React Router hands a
// functional update the parameters of its last render, not those of a change still on its way,
// so two quick changes (clearing both dates, a search that lands as a filter is picked) would
// undo the first. Here each change builds on the last one asked for, until the router renders.
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const asked = useRef<{ over: URLSearchParams; params: URLSearchParams } | null>(null);
  useLayoutEffect(() => {
    rendered.current = params;
  }, [params]);

  const change = useCallback(
    (edit: Edit, options: { replace?: boolean } = {}) => {
      const current = rendered.current;
      const next = new URLSearchParams(asked.current?.over === current ? asked.current.params : current);
      edit(next);
      asked.current = { over: current, params: next };
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
