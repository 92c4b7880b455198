import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// Issue 21 (docs/decisions/108): what an operator watches, in Prometheus' format at /metrics.
// One registry per app, so that several apps in one process (tests) count apart.

export type PoolUse = { total: number; idle: number; waiting: number; max: number };
export type OutboxDepth = { pending: number; failed: number; oldestPendingSeconds: number };

// Read when Prometheus asks, not kept up to date on every change.
export type MetricsSources = {
  databasePool?: () => PoolUse;
  outbox?: () => Promise<OutboxDepth>;
  liveStreams?: () => number;
  openConnections?: () => Promise<number>;
};

export type SignInFailure = 'wrong_credentials' | 'email_not_confirmed';
export type LockoutScope = 'account' | 'address';
export type DeliveryResult = 'sent' | 'retry' | 'failed';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Any other method a client makes up is one series, not one each.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// `everyProcess`: with several server processes (issue 43), this process's registry is handed to
// their starter (server/cluster/), and /metrics answers every process's counts together.
export function createMetrics(everyProcess?: (registry: Registry) => () => Promise<string>) {
  const registry = new Registry();
  const registers = [registry];
  // The process: CPU, memory, event loop lag, garbage collection, open handles.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to its headers, for streams), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const signInFailures = new Counter({
    name: 'backline_sign_in_failures_total',
    help: 'Refused sign-ins: wrong email or password, or an email address not confirmed yet',
    labelNames: ['reason'] as const,
    registers,
  });
  const lockouts = new Counter({
    name: 'backline_sign_in_lockouts_total',
    help: 'Sign-ins refused for too many attempts, per account (email) or per address',
    labelNames: ['scope'] as const,
    registers,
  });
  const deliveries = new Counter({
    name: 'backline_email_deliveries_total',
    help: 'Email delivery attempts: sent, failed and retried later, or failed for good',
    labelNames: ['result'] as const,
    registers,
  });
  // Nothing counted yet still shows as 0, so that rates and alerts work from the start.
  for (const reason of ['wrong_credentials', 'email_not_confirmed'] as const) signInFailures.inc({ reason }, 0);
  for (const scope of ['account', 'address'] as const) lockouts.inc({ scope }, 0);
  for (const result of ['sent', 'retry', 'failed'] as const) deliveries.inc({ result }, 0);

  function watch(sources: MetricsSources) {
    if (sources.databasePool) {
      const read = sources.databasePool;
      new Gauge({
        name: 'backline_db_pool_connections',
        help: 'Database pool connections by state: in use, idle, and the most it opens',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const pool = read();
          this.set({ state: 'in_use' }, pool.total - pool.idle);
          this.set({ state: 'idle' }, pool.idle);
          this.set({ state: 'max' }, pool.max);
        },
      });
      new Gauge({
        name: 'backline_db_pool_waiting_requests',
        help: 'Queries waiting for a free database connection',
        registers,
        collect() {
          this.set(read().waiting);
        },
      });
    }
    if (sources.outbox) {
      const read = sources.outbox;
      let last: Promise<OutboxDepth> | undefined;
      // One query per scrape for the three gauges.
      const depth = () => {
        last ??= read().finally(() => setTimeout(() => (last = undefined), 1_000).unref());
        return last;
      };
      new Gauge({
        name: 'backline_email_outbox',
        help: 'Emails in the outbox waiting to be sent (pending) or given up on (failed)',
        labelNames: ['status'] as const,
        registers,
        // One outbox, read by every process: not summed across them (issue 43).
        aggregator: 'max',
        async collect() {
          const { pending, failed } = await depth();
          this.set({ status: 'pending' }, pending);
          this.set({ status: 'failed' }, failed);
        },
      });
      new Gauge({
        name: 'backline_email_outbox_oldest_pending_seconds',
        help: 'Age of the oldest email still waiting to be sent (0 when none waits)',
        registers,
        aggregator: 'max',
        async collect() {
          this.set((await depth()).oldestPendingSeconds);
        },
      });
    }
    if (sources.liveStreams) {
      const read = sources.liveStreams;
      new Gauge({
        name: 'backline_live_streams',
        help: 'Back-office pages connected for live updates (server-sent events) to this process',
        registers,
        collect() {
          this.set(read());
        },
      });
    }
    if (sources.openConnections) {
      const read = sources.openConnections;
      new Gauge({
        name: 'http_open_connections',
        help: 'HTTP connections open to this process (keep-alive and streams included)',
        registers,
        async collect() {
          this.set(await read());
        },
      });
    }
  }

  return {
    registry,
    // The text /metrics answers.
    exposition: everyProcess ? everyProcess(registry) : () => registry.metrics(),
    contentType: registry.contentType as string,
    watch,
    observeRequest(labels: { method: string; route: string; status: number }, seconds: number) {
      const method = METHODS.has(labels.method) ? labels.method : 'OTHER';
      const values = { method, route: labels.route, status: String(labels.status) };
      requests.inc(values);
      durations.observe(values, seconds);
    },
    signInFailed(reason: SignInFailure) {
      signInFailures.inc({ reason });
    },
    lockedOut(scope: LockoutScope) {
      lockouts.inc({ scope });
    },
    emailDelivery(result: DeliveryResult) {
      deliveries.inc({ result });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
