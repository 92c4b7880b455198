// A tiny cookie-keeping HTTP client for the load test: one per virtual user, every call
// timed and counted in the shared figures.

export type CallFigures = { latencies: number[]; statuses: Map<number, number>; failures: number };

export function newFigures(): CallFigures {
  return { latencies: [], statuses: new Map(), failures: 0 };
}

export type Answer = { status: number; body: unknown };

export class BenchClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly figures: CallFigures,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { Origin: this.baseUrl };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        if (separator > 0) this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
      }
      const text = await response.text();
      this.figures.latencies.push(performance.now() - started);
      this.figures.statuses.set(response.status, (this.figures.statuses.get(response.status) ?? 0) + 1);
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      // A refused or dropped connection counts as a failure of the server under load.
      this.figures.failures += 1;
      throw error;
    }
  }
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}
