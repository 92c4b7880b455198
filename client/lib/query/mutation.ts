export type MutationCallbacks<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
};

export type MutationOptions<TData, TVariables> = MutationCallbacks<TData, TVariables> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
};

// As TanStack Query: the hook's own callbacks are awaited before the mutation settles, so it is
// pending until the reloads they start are done.
export async function runMutation<TData, TVariables>(
  options: MutationOptions<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  try {
    const data = await options.mutationFn(variables);
    await options.onSuccess?.(data, variables);
    await options.onSettled?.(data, null, variables);
    return data;
  } catch (error) {
    await options.onError?.(error as Error, variables);
    await options.onSettled?.(undefined, error as Error, variables);
    throw error;
  }
}
