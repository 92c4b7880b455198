import { type ApiIssue, isApiErrorBody } from '@shared/api-error';

// An error the API answered (D16), or a network failure (status 0).
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  // Sent even when the page is being left (a reload, a closed tab): D38's last keystrokes.
  keepalive?: boolean;
};

// How a request reaches the API: the browser's fetch, or on the server, while it renders a
// page (D28), the app itself in-process with the visitor's cookie (client/app/entry-server.tsx).
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, keepalive } = options;
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method,
      signal,
      keepalive,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.');
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiError(response.status, payload.error.code, payload.error.message, payload.error.issues);
    }
    // No D16 body (a proxy's error page): no server message, so callers show their fallback.
    throw new ApiError(response.status, `HTTP_${response.status}`, '');
  }
  return payload as T;
}
