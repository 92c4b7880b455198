import { AsyncLocalStorage } from 'node:async_hooks';

// What every log line written while a request is served carries (issue 21): its id, also
// answered in X-Request-Id. Kept in async context, so a service, the auth library or the
// database layer logs it without being handed the request.
export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<Result>(context: RequestContext, run: () => Result): Result {
  return storage.run(context, run);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
