import { z } from 'zod';
import { isCommonPassword } from '@shared/common-passwords';
import { allowedCores } from './lib/allowed-cores';

// The only reader of process.env. Parsed once at start; a bad value stops the server with
// a message naming the variable.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    // Public address when served behind a proxy or on a domain (for links in emails and
    // the trusted origins of the auth library).
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().min(1).optional(),
    // Issue 43: server processes sharing the port (and one database), one per core by default.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    // Connections each server process keeps open to the database.
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
    // The embedded server's shared buffers; by default a quarter of the memory (decision 132).
    DATABASE_SHARED_BUFFERS_MB: z.coerce
      .number()
      .int()
      .min(16)
      .max(1024 * 1024)
      .optional(),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(6, 'ADMIN_PASSWORD must be at least 6 characters')
      .refine((value) => !isCommonPassword(value), 'ADMIN_PASSWORD is one of the most common passwords: choose another')
      .optional(),
    APP_NAME: z.string().trim().min(1).max(40).default('Backline'),
    // Outgoing mail (D5); without it emails are written under DATA_DIR/outbox.
    SMTP_URL: z
      .url('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587')
      .refine((value) => /^smtps?:\/\//i.test(value), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    // An address ("no-reply@backline.example") or a name and address ("Backline <no-reply@…>").
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/^(?:[^<>@\r\n]*<\s*[^\s<>@]+@[^\s<>@]+\s*>|[^\s<>@]+@[^\s<>@]+)$/, 'MAIL_FROM must be an email address')
      .optional(),
    EMAIL_VERIFICATION: z.enum(['optional', 'required']).default('optional'),
    DEMO_CONTENT: z.enum(['auto', 'on', 'off']).default('auto'),
    TRUST_PROXY: booleanFlag.default(false),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // Sign-in attempts per account (email), from any address; a successful sign-in resets it.
    AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    // Anonymous list and search requests per address (a token bucket of this size, refilled
    // over the window): generous for a person, firm for a flood (docs/decisions/098).
    PUBLIC_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
    PUBLIC_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // `npm run dev` serves the client from Vite instead.
    SERVE_CLIENT: booleanFlag.default(true),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    // JSON lines, or readable ones for a person at a terminal (the default there).
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    // /metrics (Prometheus): on the app's port for callers presenting this token, and/or on
    // a port of its own (docs/decisions/108).
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    // D33: media in an S3-compatible bucket instead of the database (docs/decisions/190).
    S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as https://s3.eu-west-1.amazonaws.com').optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    // D35: replies to message emails, received by every server process on this port for this
    // domain (docs/email.md); without both, message emails say to reply in the app.
    INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    INBOUND_SMTP_HOST: z.string().min(1).optional(),
    INBOUND_EMAIL_DOMAIN: z
      .string()
      .regex(
        /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i,
        'INBOUND_EMAIL_DOMAIN must be a domain such as reply.example.com',
      )
      .optional(),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => new Set(S3_SETTINGS.map((name) => env[name] === undefined)).size === 1, {
    message: `${S3_SETTINGS.join(', ')} must be set together`,
    path: ['S3_BUCKET'],
  })
  .refine((env) => (env.INBOUND_SMTP_PORT === undefined) === (env.INBOUND_EMAIL_DOMAIN === undefined), {
    message: 'INBOUND_SMTP_PORT and INBOUND_EMAIL_DOMAIN must be set together',
    path: ['INBOUND_EMAIL_DOMAIN'],
  })
  // A mail server refuses mail from an address it does not know: no made-up default sender.
  .refine((env) => !env.SMTP_URL || Boolean(env.MAIL_FROM), {
    message: 'MAIL_FROM must be set when SMTP_URL is set',
    path: ['MAIL_FROM'],
  });

// An S3-compatible bucket for media (D33).
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  // Server processes (issue 43): WEB_CONCURRENCY, else the cores this machine or container allows.
  processes: number;
  databasePoolMax: number;
  databaseSharedBuffersMb: number | undefined;
  authSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  appName: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  emailVerification: 'optional' | 'required';
  demoContent: 'auto' | 'on' | 'off';
  trustProxy: boolean;
  authRateLimit: { max: number; windowSeconds: number };
  accountRateLimit: { max: number; windowSeconds: number };
  publicRateLimit: { max: number; windowSeconds: number };
  serveClient: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  // undefined: pretty at a terminal, JSON otherwise.
  logFormat: 'json' | 'pretty' | undefined;
  metrics: { token: string | undefined; port: number | undefined; host: string };
  // Where media files live (D33): the database, or an S3-compatible bucket.
  mediaStorage: { kind: 'database' } | ({ kind: 's3' } & S3Settings);
  // D35: the inbound mail listener for replies by email, when configured.
  inbound: { port: number; host: string; domain: string } | undefined;
};

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings mean "not set" (a common shape of .env files and CI variables).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    processes: env.WEB_CONCURRENCY ?? allowedCores(),
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseSharedBuffersMb: env.DATABASE_SHARED_BUFFERS_MB,
    authSecret: env.AUTH_SECRET,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    appName: env.APP_NAME,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    emailVerification: env.EMAIL_VERIFICATION,
    demoContent: env.DEMO_CONTENT,
    trustProxy: env.TRUST_PROXY,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    accountRateLimit: {
      max: env.AUTH_ACCOUNT_RATE_LIMIT_MAX,
      windowSeconds: env.AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS,
    },
    publicRateLimit: { max: env.PUBLIC_RATE_LIMIT_MAX, windowSeconds: env.PUBLIC_RATE_LIMIT_WINDOW_SECONDS },
    serveClient: env.SERVE_CLIENT,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT === 'auto' ? undefined : env.LOG_FORMAT,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    mediaStorage:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'database' },
    inbound:
      env.INBOUND_SMTP_PORT !== undefined && env.INBOUND_EMAIL_DOMAIN
        ? {
            port: env.INBOUND_SMTP_PORT,
            host: env.INBOUND_SMTP_HOST ?? env.HOST,
            domain: env.INBOUND_EMAIL_DOMAIN.toLowerCase(),
          }
        : undefined,
  };
}

// The origins a browser may call the API from: the public URL, and this server's own
// address on whatever port it was started on.
export function trustedOrigins(config: AppConfig, port = config.port): string[] {
  const origins = new Set<string>();
  if (config.publicUrl) origins.add(new URL(config.publicUrl).origin);
  for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${port}`);
  if (!['0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'].includes(config.host)) {
    origins.add(`http://${config.host}:${port}`);
  }
  return [...origins];
}

export function baseUrl(config: AppConfig, port = config.port): string {
  return config.publicUrl ?? `http://localhost:${port}`;
}

// Integration tests run against this PostgreSQL server when set, else an embedded one of their own.
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}
