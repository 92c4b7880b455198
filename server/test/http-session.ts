// A caller of a server running as its own process (child-server.ts), over real HTTP: keeps
// its session cookie and names the server's origin, as the browser does.
export type HttpAnswer = { status: number; body: unknown };

export class HttpSession {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, json?: unknown): Promise<HttpAnswer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        Origin: this.baseUrl,
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookies.size > 0
          ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 1) continue;
      const value = pair.slice(separator + 1).trim();
      if (value) this.cookies.set(pair.slice(0, separator).trim(), value);
      else this.cookies.delete(pair.slice(0, separator).trim());
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: response.status, body };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, json: unknown = {}) {
    return this.request('POST', path, json);
  }
  put(path: string, json: unknown = {}) {
    return this.request('PUT', path, json);
  }
}
