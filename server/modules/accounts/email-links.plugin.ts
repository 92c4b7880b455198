import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, getSessionFromCtx } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { confirmEmailSchema, emailLinkSchema } from '@shared/auth-schemas';
import { AppError } from '../../lib/app-error';
import { deviceHashOf } from './device-id';
import type { EmailLinks, OpeningBrowser } from './email-links.service';

// Issue 40 (docs/decisions/144): the confirmation page's two calls, as endpoints of the auth
// library, so that they sit behind its rate limits and the accounts routes (device, client
// address, D16 errors) and can start the session a confirmation grants with its cookie.
type EndpointContext = Parameters<typeof getSessionFromCtx>[0];
type LibraryStatus = ConstructorParameters<typeof APIError>[0];

async function openingBrowser(ctx: EndpointContext): Promise<OpeningBrowser> {
  const session = await getSessionFromCtx(ctx);
  return { signedInUserId: session?.user.id ?? null, deviceHash: deviceHashOf(ctx.request?.headers ?? ctx.headers) };
}

// The library answers its own errors; the service's carry their status, code and field issues.
async function asLibraryError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new APIError(error.status as LibraryStatus, {
      code: error.code,
      message: error.message,
      issues: error.issues,
    });
  }
}

export function emailLinksPlugin(links: EmailLinks) {
  return {
    id: 'backline-email-links',
    endpoints: {
      // What opening the link would do in this browser; changes nothing.
      previewEmailLink: createAuthEndpoint('/email-link', { method: 'POST', body: emailLinkSchema }, async (ctx) => {
        const browser = await openingBrowser(ctx);
        return ctx.json(await asLibraryError(() => links.preview(ctx.body.token, browser)));
      }),
      // Opening it for good (the page's button).
      confirmEmail: createAuthEndpoint('/confirm-email', { method: 'POST', body: confirmEmailSchema }, async (ctx) => {
        const browser = await openingBrowser(ctx);
        const { token, newPassword } = ctx.body;
        const passwordHash = newPassword ? await ctx.context.password.hash(newPassword) : undefined;
        const { signInUserId, ...outcome } = await asLibraryError(() => links.use(token, browser, passwordHash));
        if (!signInUserId) return ctx.json(outcome);
        const user = await ctx.context.internalAdapter.findUserById(signInUserId);
        const session = user && (await ctx.context.internalAdapter.createSession(signInUserId));
        if (user && session) await setSessionCookie(ctx, { session, user });
        return ctx.json({ ...outcome, signedIn: Boolean(user && session) });
      }),
    },
  } satisfies BetterAuthPlugin;
}
