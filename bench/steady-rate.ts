import http from 'node:http';
import type { Drive } from './load-test';

// A fixed offered rate, open loop (docs/decisions/013, "Steady rows"): request i is due at
// start + i / rate, evenly spaced, and sent when due whatever the earlier ones are doing; its
// latency runs from when it was due to the end of its answer, so a late send (the generator or a
// connection busy) counts against the server, never hidden (no coordinated omission). autocannon's
// overallRate sends each second's quota at the top of the second, as fast as its connections
// answer: a burst at full concurrency whose queue is what its p99 measured.
export type SteadyRequest = {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
};

const TIMEOUT_MS = 10_000;

export async function driveAtRate(
  baseUrl: string,
  options: { rate: number; seconds: number },
  request: (index: number) => SteadyRequest,
): Promise<Drive> {
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latencies = new Float64Array(total);
  let errors = 0;
  let done = 0;
  const start = performance.now() + 5;
  await new Promise<void>((resolve) => {
    const finish = (index: number, scheduled: number, failed: boolean) => {
      latencies[index] = performance.now() - scheduled;
      if (failed) errors += 1;
      done += 1;
      if (done === total) resolve();
    };
    const send = (index: number, scheduled: number) => {
      const { path, method, headers, body } = request(index);
      let settled = false;
      const settle = (failed: boolean) => {
        if (settled) return;
        settled = true;
        finish(index, scheduled, failed);
      };
      const outgoing = http.request(new URL(path, baseUrl), { agent, method, headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => settle((response.statusCode ?? 500) >= 400));
        response.on('error', () => settle(true));
      });
      outgoing.setTimeout(TIMEOUT_MS, () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', () => settle(true));
      outgoing.end(body);
    };
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(sent, start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, 5);
  });
  agent.destroy();
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(sorted[Math.min(total - 1, Math.ceil(p * total) - 1)] ?? 0);
  const elapsedSeconds = Math.max(options.seconds, (performance.now() - start) / 1000);
  return {
    requestsPerSecond: (total - errors) / elapsedSeconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    requests: total,
    errors,
  };
}
