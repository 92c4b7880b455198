import type { EmailWorkerHealth } from '../email/email-worker';

// Issue 21: what /api/health tells a load balancer. Ready (200) when the database answers,
// its migrations are applied and the email worker runs; otherwise 503 with what is wrong.
// While the server starts (database, migrations) a smaller answer stands in for the app
// (starting-answer.ts), and while it stops the answer is 503 so that traffic moves away.

export type HealthSources = {
  databaseKind: string;
  pingDatabase(): Promise<void>;
  // The email worker of this process; an app started without one (tests) reports it off.
  emailWorker?: () => EmailWorkerHealth;
  // True once shutdown has begun.
  stopping?: () => boolean;
  // Of several server processes sharing the port, true until every one serves (decision 170).
  othersStarting?: () => boolean;
};

export type CheckStatus = 'ok' | 'unavailable';

export type HealthReport = {
  status: 'ok' | 'unavailable' | 'stopping' | 'starting';
  database: { status: CheckStatus; kind: string };
  migrations: 'applied';
  emailWorker: EmailWorkerHealth | { status: 'off'; lastRunAt: null };
};

// A database that does not answer within this is unavailable (a load balancer gives up sooner).
const DATABASE_TIMEOUT_MS = 2_000;

// Whether the check answers in time. One promise of its own: health checks come often and each
// promise costs while requests keep their context (decision 173).
function answersWithin(check: Promise<void>, ms: number): Promise<CheckStatus> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('unavailable'), ms);
    check.then(
      () => {
        clearTimeout(timer);
        resolve('ok');
      },
      () => {
        clearTimeout(timer);
        resolve('unavailable');
      },
    );
  });
}

export function createHealthService(sources: HealthSources) {
  return {
    async readiness(): Promise<HealthReport> {
      const database = await answersWithin(sources.pingDatabase(), DATABASE_TIMEOUT_MS);
      const emailWorker = sources.emailWorker?.() ?? { status: 'off' as const, lastRunAt: null };
      const healthy = database === 'ok' && (emailWorker.status === 'ok' || emailWorker.status === 'off');
      const stopping = sources.stopping?.() ?? false;
      const starting = sources.othersStarting?.() ?? false;
      return {
        status: stopping ? 'stopping' : !healthy ? 'unavailable' : starting ? 'starting' : 'ok',
        database: { status: database, kind: sources.databaseKind },
        // This app is built only after the migrations ran (start-server.ts).
        migrations: 'applied',
        emailWorker,
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
