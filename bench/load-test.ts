import autocannon from 'autocannon';

export type Endpoint = {
  name: string;
  // Paths to cycle through, one per request.
  paths: string[];
  // Sent with every request (a cookie makes the server render a page afresh).
  headers?: Record<string, string>;
  // Measured for comparison only, not held to the target; says why (for example what the
  // machine gives any request).
  comparison?: string;
};

export type EndpointResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  comparison: string | undefined;
};

// Where each endpoint's list of paths was left: a measurement goes on from its warm-up.
const cursors = new WeakMap<Endpoint, number>();

// Drives one endpoint with autocannon: `connections` clients at once for `seconds`, each
// request taking the next path of the list (going on from where the last drive stopped).
export async function driveEndpoint(
  baseUrl: string,
  endpoint: Endpoint,
  options: { connections: number; seconds: number },
): Promise<EndpointResult> {
  let next = cursors.get(endpoint) ?? 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = endpoint.paths[next % endpoint.paths.length] ?? '/';
          next += 1;
          cursors.set(endpoint, next);
          // As a browser asks: every browser accepts brotli and gzip, and the server compresses
          // what it sends them (docs/decisions/138).
          const headers = { ...request.headers, 'Accept-Encoding': 'br, gzip', ...endpoint.headers };
          return { ...request, path, headers };
        },
      },
    ],
  });
  return {
    name: endpoint.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    comparison: endpoint.comparison,
  };
}
