import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const TEST_ORIGIN = 'http://localhost:3000';

// The parsed JSON body is left untyped: tests assert on its shape.
// biome-ignore lint/suspicious/noExplicitAny: see above.
export type TestResponse = { status: number; body: any; headers: Headers; text: string };

let nextAddress = 1;

// A browser-like caller of the in-process app: keeps its cookies, names its origin, and
// comes from its own address (so rate limits count per client, as they would per person).
export class TestClient {
  private cookies = new Map<string, string>();
  readonly address: string;

  constructor(
    private readonly app: Hono<AppEnv>,
    options: { address?: string } = {},
  ) {
    this.address = options.address ?? `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookieHeader(value: string) {
    this.cookies = new Map(
      value
        .split(';')
        .map((part) => part.trim().split('='))
        .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0])),
    );
  }

  private headersFor(options: { json?: unknown; headers?: Record<string, string> }): Record<string, string> {
    return {
      Origin: TEST_ORIGIN,
      'X-Forwarded-For': this.address,
      ...(options.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(this.cookies.size > 0 ? { Cookie: this.cookieHeader } : {}),
      ...options.headers,
    };
  }

  async request(
    method: string,
    path: string,
    // `body`: sent as it is (a form's), with the caller's Content-Type.
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    const headers = this.headersFor(options);
    const response = await this.app.request(path, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    });
    this.storeCookies(response.headers);
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body, headers: response.headers, text };
  }

  // A GET whose body is left unread (a stream of server-sent events).
  async open(path: string): Promise<Response> {
    const response = await this.app.request(path, { method: 'GET', headers: this.headersFor({}) });
    this.storeCookies(response.headers);
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }
  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json: json ?? {}, headers });
  }
  patch(path: string, json?: unknown) {
    return this.request('PATCH', path, { json: json ?? {} });
  }
  put(path: string, json?: unknown) {
    return this.request('PUT', path, { json: json ?? {} });
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  async signUp(input: { name?: string; email: string; password?: string }) {
    return this.post('/api/auth/sign-up/email', {
      name: input.name ?? 'Test Person',
      email: input.email,
      password: input.password ?? 'secret-password',
    });
  }

  async signIn(email: string, password = 'secret-password') {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  signOut() {
    return this.post('/api/auth/sign-out', {});
  }

  private storeCookies(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
