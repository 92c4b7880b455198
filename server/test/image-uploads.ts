import type { TestApp } from './test-app';
import { TEST_ORIGIN, type TestClient, type TestResponse } from './test-client';

// An image upload as the uploader sends it: the file's bytes as the body, from a signed-in
// browser of the app (issue 44).
export async function sendImage(
  t: TestApp,
  client: TestClient,
  request: { method?: 'PUT' | 'POST'; path: string; body: Buffer | ReadableStream<Uint8Array>; contentType?: string },
): Promise<TestResponse> {
  const response = await t.app.request(request.path, {
    method: request.method ?? 'POST',
    headers: {
      Origin: TEST_ORIGIN,
      'X-Forwarded-For': client.address,
      Cookie: client.cookieHeader,
      'Content-Type': request.contentType ?? 'application/octet-stream',
    },
    ...(request.body instanceof ReadableStream
      ? { body: request.body, duplex: 'half' }
      : { body: new Uint8Array(request.body) }),
  } as RequestInit);
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body, headers: response.headers, text };
}

// A file under /media, read to its end.
export async function fetchMedia(
  t: TestApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await t.app.request(path, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
