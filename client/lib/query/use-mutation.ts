import { useCallback, useEffect, useRef, useState } from 'react';
import { type MutationCallbacks, type MutationOptions, runMutation } from './mutation';

type MutationState<TData, TVariables> = {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: TData | undefined;
  error: Error | null;
  variables: TVariables | undefined;
};

const idle = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

export function useMutation<TData, TVariables = void>(options: MutationOptions<TData, TVariables>) {
  const [state, setState] = useState<MutationState<TData, TVariables>>(idle);
  const latestOptions = useRef(options);
  const mounted = useRef(false);
  // Only the latest call reports; reset() makes none the latest.
  const latestCall = useRef(0);

  useEffect(() => {
    latestOptions.current = options;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The callbacks given here run after the hook's, and (as TanStack Query's) only while the
  // component is mounted (docs/architecture.md, rule 7).
  const mutateAsync = useCallback(
    async (variables: TVariables, callbacks: MutationCallbacks<TData, TVariables> = {}): Promise<TData> => {
      const call = ++latestCall.current;
      const reports = () => call === latestCall.current;
      setState({ status: 'pending', data: undefined, error: null, variables });
      let data: TData;
      try {
        data = await runMutation(latestOptions.current, variables);
      } catch (caught) {
        const error = caught as Error;
        if (reports()) setState({ status: 'error', data: undefined, error, variables });
        if (reports() && mounted.current) {
          callbacks.onError?.(error, variables);
          callbacks.onSettled?.(undefined, error, variables);
        }
        throw error;
      }
      if (reports()) setState({ status: 'success', data, error: null, variables });
      if (reports() && mounted.current) {
        callbacks.onSuccess?.(data, variables);
        callbacks.onSettled?.(data, null, variables);
      }
      return data;
    },
    [],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutationCallbacks<TData, TVariables>) => {
      mutateAsync(variables, callbacks).catch(() => {});
    },
    [mutateAsync],
  );
  const reset = useCallback(() => {
    latestCall.current += 1;
    setState(idle);
  }, []);

  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutate,
    mutateAsync,
    reset,
  };
}
