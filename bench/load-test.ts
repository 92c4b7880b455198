import autocannon from 'autocannon';

export type Endpoint = {
  name: string;
  // Paths to cycle through, one per request.
  paths: string[];
  // Measured for comparison only (not held to the target): what the machine gives any request.
  baseline?: boolean;
};

export type EndpointResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  baseline: boolean;
};

// Drives one endpoint with autocannon: `connections` clients at once for `seconds`, each
// request taking the next path of the list.
export async function driveEndpoint(
  baseUrl: string,
  endpoint: Endpoint,
  options: { connections: number; seconds: number },
): Promise<EndpointResult> {
  let next = 0;
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
          return { ...request, path };
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
    baseline: endpoint.baseline ?? false,
  };
}
