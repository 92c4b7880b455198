import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { z } from 'zod';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  changePasswordSchema,
  confirmEmailSchema,
  emailLinkSchema,
  forgotPasswordSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@shared/auth-schemas';
import { changeEmailSchema } from '@shared/account-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/limits';
import type { Database, Transaction } from '../../db/database';
import { account, rateLimit, session, user, verification } from '../../db/schema/auth';
import { type AppConfig, baseUrl, trustedOrigins } from '../../env';
import { databaseErrorSummary } from '../../lib/database-error';
import { componentLogger, type Logger } from '../../lib/logger';
import { createAccountMail } from '../email/account-mail.service';
import { insertPersonForUser } from '../people/people.repo';
import { findUserById, insertResetToken, markEmailVerified } from './accounts.repo';
import { deviceHashOf } from './device-id';
import { emailLinksPlugin } from './email-links.plugin';
import { createEmailLinks } from './email-links.service';
import { isKnownDevice, rememberDevice } from './known-devices.repo';
import { newResetToken, RESET_IDENTIFIER_PREFIX, storedResetIdentifier } from './reset-tokens';
import { clearSignInAttempts, countSignInAttempt, SHARED_COUNT } from './sign-in-attempts.repo';
import { tooManyAttemptsMessage } from './too-many-attempts';

// The header the server itself sets from the socket (or from a trusted proxy): the only
// address the auth library's rate limiter believes.
export const CLIENT_IP_HEADER = 'x-backline-client-ip';

// D2: sessions expire after a week without use and are refreshed at most once a day while
// in use; the session middleware also ends any session older than 30 days.
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_REFRESH_SECONDS = 60 * 60 * 24;
export const SESSION_ABSOLUTE_SECONDS = 60 * 60 * 24 * 30;

// Issue 7 (D5): a reset link works for one hour (a confirmation link: email-links.service.ts).
export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;

// The auth library's change-password endpoint (the settings page, D25): the new password follows
// the sign-up rules, and every other session of the account ends (D2), whatever the caller asks.
export const changePasswordBody = changePasswordSchema.transform((body) => ({ ...body, revokeOtherSessions: true }));

// The same shared schemas as the forms (D14), per auth endpoint.
export const BODY_SCHEMAS: Record<string, z.ZodType<object>> = {
  '/sign-up/email': signUpSchema,
  '/sign-in/email': signInSchema,
  '/request-password-reset': forgotPasswordSchema,
  '/reset-password': resetPasswordSchema,
  '/send-verification-email': resendVerificationSchema,
  '/change-password': changePasswordBody,
  '/change-email': changeEmailSchema,
  '/email-link': emailLinkSchema,
  '/confirm-email': confirmEmailSchema,
};

export const WRONG_PASSWORD_MESSAGE = 'Your current password is not right.';
export const SAME_EMAIL_MESSAGE = 'That is already the email address of your account.';

export type AuthOptions = {
  config: AppConfig;
  db: Database;
  secret: string;
  port: number;
  logger: Logger;
};

export function createAuth({ config, db, secret, port, logger }: AuthOptions) {
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
  const accountLimit = config.accountRateLimit;
  const https = (config.publicUrl ?? '').startsWith('https://');
  const verificationRequired = config.emailVerification === 'required';
  const accountMail = createAccountMail({ appName: config.appName, siteUrl: baseUrl(config, port) }, logger);
  const emailLinks = createEmailLinks({ db, logger, mail: accountMail });
  const authLogger = componentLogger(logger, 'better-auth');

  // The confirmation email of a new account is written in the sign-up transaction: no account
  // without its email, no email without its account (issue 7). The bootstrap admin (D4) is
  // confirmed by the configuration instead.
  async function enqueueSignUpVerification(tx: Transaction, userId: string) {
    const created = await findUserById(tx, userId);
    if (!created || created.emailVerified || created.email === config.admin?.email.toLowerCase()) return;
    await emailLinks.sendConfirmation(tx, created);
  }

  // Issue 40: a password change is told to the address, with a reset link made after it (the
  // change itself ended every earlier one).
  async function tellPasswordChanged(userId: string) {
    const changed = await findUserById(db, userId);
    if (!changed) return;
    const token = newResetToken();
    await db.transaction(async (tx) => {
      await insertResetToken(tx, {
        identifier: await storedResetIdentifier(`${RESET_IDENTIFIER_PREFIX}${token}`),
        userId,
        expiresAt: new Date(Date.now() + RESET_PASSWORD_TOKEN_SECONDS * 1000),
      });
      await accountMail.passwordChanged(tx, changed, token);
    });
  }

  // Issue 8: sign-in is limited per account as well as per address (the library's limiter),
  // so guessing one account's password from many addresses is limited too. Counted in the
  // database: a restart or another server process keeps the count. Issue 18 (decision 100):
  // a known device of the account counts on its own, so strangers cannot lock its owner out.
  async function countAccountSignInAttempt(email: string, device: string | undefined) {
    const now = new Date();
    const known = device !== undefined && (await isKnownDevice(db, { email }, device));
    const { attempts, windowStartedAt } = await countSignInAttempt(db, {
      email,
      deviceHash: known ? device : SHARED_COUNT,
      now,
      windowSeconds: accountLimit.windowSeconds,
    });
    if (attempts <= accountLimit.max) return;
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStartedAt.getTime() + accountLimit.windowSeconds * 1000 - now.getTime()) / 1000),
    );
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: API_ERROR_CODES.rateLimited, message: tooManyAttemptsMessage(retryAfter, 'account') },
      { 'X-Retry-After': String(retryAfter) },
    );
  }

  // D25: an email change asks for the current password (the library's endpoint does not), and
  // says so plainly when the address is already the account's.
  async function checkEmailChange(
    ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
    body: { newEmail: string; currentPassword: string },
  ) {
    const found = await getSessionFromCtx(ctx);
    // No session: the endpoint itself answers 401.
    if (!found) return;
    if (body.newEmail === found.user.email.toLowerCase()) {
      throw new APIError('BAD_REQUEST', { code: API_ERROR_CODES.validation, message: SAME_EMAIL_MESSAGE });
    }
    const credential = await ctx.context.internalAdapter.findCredentialAccount(found.user.id);
    const matches =
      Boolean(credential?.password) &&
      (await ctx.context.password.verify({ hash: credential?.password ?? '', password: body.currentPassword }));
    if (!matches) throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: WRONG_PASSWORD_MESSAGE });
  }

  const auth = betterAuth({
    appName: config.appName,
    baseURL: baseUrl(config, port),
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config, port),
    telemetry: { enabled: false },
    // Issue 40: an error the library did not expect reaches the app's error handler (one JSON
    // line through the app's logger, scrubbed, and a D16 answer), not its own console dump.
    onAPIError: { throw: true },
    // The confirmation page's calls (issue 40, docs/decisions/144).
    plugins: [emailLinksPlugin(emailLinks)],
    // Issue 21: the library's messages join the app's one log (JSON, request id, scrubbed),
    // instead of lines of their own with colour codes.
    logger: {
      disabled: config.logLevel === 'silent',
      level: config.logLevel === 'silent' ? 'error' : config.logLevel,
      log: (level, message, ...args: unknown[]) => {
        // A failed query is told by its code and statement, never its values (issue 18, finding 8).
        const details = args.map((arg) => databaseErrorSummary(arg) ?? arg);
        authLogger[level](message, details.length === 0 ? undefined : details.length === 1 ? details[0] : details);
      },
    },
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
      // D2: a new password signs out every session of the account.
      revokeSessionsOnPasswordReset: true,
      // D5: 'Forgot password?' sends a single-use link through the outbox.
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      sendResetPassword: ({ user: recipient, token }) => accountMail.passwordReset(db, recipient, token),
      // The reset link reached the inbox: the address is proven, as a confirmation link would.
      // Issue 18 (finding 5): the new password is not locked out by earlier failed attempts,
      // and the browser that set it counts as the account's own from now on (decision 100).
      onPasswordReset: async ({ user: resetUser }, request) => {
        await markEmailVerified(db, resetUser.id);
        await clearSignInAttempts(db, resetUser.email);
        const device = deviceHashOf(request?.headers);
        if (device) await rememberDevice(db, resetUser.id, device);
      },
      // D5: EMAIL_VERIFICATION=required refuses sign-in until the address is confirmed. Sign-up
      // then answers the same for a new and a taken address; the owner of a taken one is told.
      requireEmailVerification: verificationRequired,
      onExistingUserSignUp: ({ user: existing }) => accountMail.accountExists(db, existing),
    },
    emailVerification: {
      // Sign-up writes its confirmation email in its own transaction (account hook below);
      // this sends the 'Send the link again' ones and (D25) the link confirming a new address.
      // Issue 40: the library's signed token is never sent: the link is one of ours, used once
      // and ended by any recovery of the account (email-links.service.ts).
      sendOnSignUp: false,
      sendOnSignIn: false,
      sendVerificationEmail: async ({ user: recipient, token }) => {
        const { updateTo } = libraryTokenClaims(token);
        if (updateTo) await emailLinks.sendAddressChange(db, recipient.id, updateTo);
        else await emailLinks.sendConfirmation(db, recipient);
      },
    },
    // D25: a new address is confirmed at that address; the email changes once it is opened.
    user: { changeEmail: { enabled: true } },
    // Issue 18 (finding 6, decision 101): reset tokens are stored hashed.
    verification: {
      storeIdentifier: { default: 'plain', overrides: { [RESET_IDENTIFIER_PREFIX]: { hash: storedResetIdentifier } } },
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
        '/request-password-reset': rateLimitRule,
        '/reset-password': rateLimitRule,
        '/send-verification-email': rateLimitRule,
        // Both check the current password: guessing it is limited like signing in.
        '/change-password': rateLimitRule,
        '/change-email': rateLimitRule,
        // A take-over sets a password (its hash is costly).
        '/email-link': rateLimitRule,
        '/confirm-email': rateLimitRule,
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
        const schema = BODY_SCHEMAS[ctx.path];
        if (!schema) return;
        const parsed = schema.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          const message = [...new Set(parsed.error.issues.map((issue) => issue.message))].join(', ');
          throw new APIError('BAD_REQUEST', { message, code: API_ERROR_CODES.validation });
        }
        if (ctx.path === '/sign-in/email') {
          await countAccountSignInAttempt((parsed.data as { email: string }).email, deviceHashOfCall(ctx));
        }
        if (ctx.path === '/change-email') {
          await checkEmailChange(ctx, parsed.data as { newEmail: string; currentPassword: string });
        }
        return { context: { body: { ...(ctx.body as object), ...parsed.data } } };
      }),
      // A successful sign-in forgets the failed attempts it was counted with, and makes the
      // browser a known device of the account (decision 100). A password change is told.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password' && ctx.context.newSession) {
          await tellPasswordChanged(ctx.context.newSession.user.id);
          return;
        }
        if (ctx.path !== '/sign-in/email' || !ctx.context.newSession) return;
        const { user: signedIn } = ctx.context.newSession;
        const device = deviceHashOfCall(ctx);
        const known = device !== undefined && (await isKnownDevice(db, { userId: signedIn.id }, device));
        await clearSignInAttempts(db, signedIn.email, known ? device : SHARED_COUNT);
        if (device) await rememberDevice(db, signedIn.id, device);
      }),
    },
    databaseHooks: {
      account: {
        create: {
          // D3: the people row is created with the account, in the same transaction.
          before: async (newAccount, endpoint) => {
            if (newAccount.providerId !== 'credential') return;
            const tx = currentTransaction.getStore();
            if (!tx) throw new Error('An account must be created inside the sign-up transaction');
            await insertPersonForUser(tx, newAccount.userId);
            if (verificationRequired) await enqueueSignUpVerification(tx, newAccount.userId);
            // The browser that signed up is the account's own (decision 100).
            const device = endpoint ? deviceHashOfCall(endpoint) : undefined;
            if (device) await rememberDevice(tx, newAccount.userId, device);
          },
        },
      },
      session: {
        update: {
          // D2: refreshing a session in use never carries it past its absolute lifetime, so the
          // library itself (its own endpoints included) refuses it after 30 days.
          before: async (update, endpoint) => {
            const createdAt = endpoint?.context.session?.session.createdAt;
            if (!update.expiresAt || !createdAt) return;
            const lifetimeEnds = new Date(new Date(createdAt).getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
            if (new Date(update.expiresAt) > lifetimeEnds) return { data: { ...update, expiresAt: lifetimeEnds } };
          },
        },
      },
    },
  });
  return auth;
}

// The claims of a confirmation token the library just made in this process (a JWT it signed),
// read only to tell a change of address (`updateTo`, the new address) from a confirmation.
function libraryTokenClaims(token: string): { updateTo?: string } {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? payload : {};
  } catch {
    return {};
  }
}

// The device (decision 100) of a call to the auth library, from the header the accounts routes set.
function deviceHashOfCall(ctx: { request?: Request; headers?: Headers }): string | undefined {
  return deviceHashOf(ctx.request?.headers ?? ctx.headers);
}

export type Auth = ReturnType<typeof createAuth>;
