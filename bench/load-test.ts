import autocannon from 'autocannon';
import type { TeamRole } from '@shared/domain-values';
import { driveAtRate } from './steady-rate';

export type Endpoint = {
  name: string;
  // Paths to cycle through, one per request.
  paths: string[];
  // Sent with every request (a cookie makes the server render a page afresh).
  headers?: Record<string, string>;
  // Requests a second offered to the server, evenly spaced whatever its answers (bench/steady-rate.ts):
  // its latency under a steady load. Without, each of autocannon's connections asks again as soon as
  // it is answered: the most the server gives.
  rate?: number;
  // Said beside the figures (for example that nothing kept in memory answers it).
  note?: string;
  // A write: POST with the body of the request's number (each request its own, a scan's id).
  method?: 'POST';
  body?: (index: number) => string;
  // Whose session the cookie is, for EXPLAIN of a signed-in read (bench/explain.ts).
  caller?: { userId: string; roles: TeamRole[] };
  // Issue 44: the app's memory is read while this row runs (bench/memory.ts, appRssDuring).
  sampleAppMemory?: boolean;
};

export type Drive = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  // Answered, errors included: what the server's CPU time is divided by.
  requests: number;
  errors: number;
};

// Where each server is in each endpoint's list of paths: a measurement goes on from its warm-up,
// and each server is asked the same paths in the same order.
const cursors = new WeakMap<Endpoint, Map<string, number>>();

// As a browser asks: every browser accepts brotli and gzip, and the server compresses what it
// sends them (docs/decisions/138).
const ACCEPT = { 'Accept-Encoding': 'br, gzip' };

// Drives one endpoint: at its steady rate if it has one, otherwise with autocannon,
// `connections` clients at once for `seconds`. Each request takes the next path of the list
// (going on from where the last drive stopped).
export async function driveEndpoint(
  baseUrl: string,
  endpoint: Endpoint,
  options: { connections: number; seconds: number },
): Promise<Drive> {
  const places = cursors.get(endpoint) ?? new Map<string, number>();
  cursors.set(endpoint, places);
  let next = places.get(baseUrl) ?? 0;
  const take = () => {
    const index = next;
    next += 1;
    places.set(baseUrl, next);
    return { index, path: endpoint.paths[index % endpoint.paths.length] ?? '/' };
  };
  if (endpoint.rate) {
    return driveAtRate(baseUrl, { rate: endpoint.rate, seconds: options.seconds }, () => {
      const { index, path } = take();
      return {
        path,
        method: endpoint.method ?? 'GET',
        headers: { ...ACCEPT, ...endpoint.headers },
        ...(endpoint.body ? { body: endpoint.body(index) } : {}),
      };
    });
  }
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: endpoint.method ?? 'GET',
        setupRequest: (request) => {
          const { index, path } = take();
          const headers = { ...request.headers, ...ACCEPT, ...endpoint.headers };
          return { ...request, path, headers, ...(endpoint.body ? { body: endpoint.body(index) } : {}) };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
