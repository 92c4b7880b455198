import { useKnownDevice } from '../api/known-device';
import type { AuthMode } from '../components/auth-form';

// The pages that send a signed-out visitor to /auth with a return path (the signed-in pages'
// session guard and the back office's): whoever was on their way there has an account.
const SIGNED_IN_PAGES = /^\/(dashboard|profile|settings|application|admin)([/?#]|$)/i;

// Issue 41 (docs/decisions/155): /auth starts on sign-up (spec §2) for newcomers, and on Sign in
// for a returning person: a link that names its step wins, then a return path to a signed-in
// page (a bookmark of /dashboard, an emailed link), then a browser that has been signed in to an
// account before. `pending` until that is known, so the form does not change under the person.
export function useOpeningMode(
  linked: AuthMode | undefined,
  next: string | null,
): { mode: AuthMode | undefined; pending: boolean } {
  const decided = linked ?? (next && SIGNED_IN_PAGES.test(next) ? 'sign-in' : undefined);
  const device = useKnownDevice(decided === undefined);
  if (decided) return { mode: decided, pending: false };
  return { mode: device.data?.known ? 'sign-in' : undefined, pending: device.isPending };
}
