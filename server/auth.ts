import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { API_ERROR_CODES } from '@shared/api-error';
import { signInSchema, signUpSchema } from '@shared/auth-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/limits';
import type { Database, Transaction } from './db/database';
import { account, rateLimit, session, user, verification } from './db/schema/auth';
import { type AppConfig, baseUrl, trustedOrigins } from './env';
import { insertPersonForUser } from './modules/people/people.repo';

// The header the server itself sets from the socket (or from a trusted proxy): the only
// address the auth library's rate limiter believes.
export const CLIENT_IP_HEADER = 'x-backline-client-ip';

// D2: sessions expire after a week without use and are refreshed at most once a day while
// in use; the session middleware also ends any session older than 30 days.
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_REFRESH_SECONDS = 60 * 60 * 24;
export const SESSION_ABSOLUTE_SECONDS = 60 * 60 * 24 * 30;

export type AuthOptions = {
  config: AppConfig;
  db: Database;
  secret: string;
  port: number;
};

export function createAuth({ config, db, secret, port }: AuthOptions) {
  // The auth library runs sign-up in one transaction; its hooks only see its own adapter.
  // Remembering the Drizzle transaction lets the people row join it (D3).
  const currentTransaction = new AsyncLocalStorage<Transaction>();
  const transactionAwareDb = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return (run: (tx: Transaction) => Promise<unknown>, options?: Parameters<Database['transaction']>[1]) =>
          target.transaction((tx) => currentTransaction.run(tx, () => run(tx)), options);
      }
      return Reflect.get(target, property, receiver);
    },
  });

  const rateLimitRule = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  const https = (config.publicUrl ?? '').startsWith('https://');

  return betterAuth({
    appName: config.appName,
    baseURL: baseUrl(config, port),
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config, port),
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent', level: config.logLevel === 'silent' ? 'error' : config.logLevel },
    database: drizzleAdapter(transactionAwareDb, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Every request reads the session from the database, so a revoked one fails at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      // On in every environment, counted in the database so a restart keeps the counts.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': rateLimitRule,
        '/sign-up/email': rateLimitRule,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
    },
    hooks: {
      // The same shared schemas as the form (D14); a failure answers with its messages.
      before: createAuthMiddleware(async (ctx) => {
        const schema =
          ctx.path === '/sign-up/email' ? signUpSchema : ctx.path === '/sign-in/email' ? signInSchema : null;
        if (!schema) return;
        const parsed = schema.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          const message = [...new Set(parsed.error.issues.map((issue) => issue.message))].join(', ');
          throw new APIError('BAD_REQUEST', { message, code: API_ERROR_CODES.validation });
        }
        return { context: { body: { ...(ctx.body as object), ...parsed.data } } };
      }),
    },
    databaseHooks: {
      account: {
        create: {
          // D3: the people row is created with the account, in the same transaction.
          before: async (newAccount) => {
            if (newAccount.providerId !== 'credential') return;
            const tx = currentTransaction.getStore();
            if (!tx) throw new Error('An account must be created inside the sign-up transaction');
            await insertPersonForUser(tx, newAccount.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
