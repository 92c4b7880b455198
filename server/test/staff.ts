import type { TeamRole } from '@shared/domain-values';
import { markEmailVerified } from '../modules/accounts/accounts.repo';
import { grantRole } from '../modules/team/team.repo';
import { type TestApp, uniqueEmail } from './test-app';
import type { TestClient } from './test-client';

export type SignedIn = { client: TestClient; email: string; userId: string; personId: string };

// A signed-in caller, optionally holding a team role (granted straight in the database, to a
// confirmed address as D30 wants).
export async function signedIn(t: TestApp, role?: TeamRole, name = 'Test Person'): Promise<SignedIn> {
  const client = t.client();
  const email = uniqueEmail(role ?? 'person');
  const signUp = await client.signUp({ email, name });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.text}`);
  const session = await client.get('/api/session');
  if (role) {
    await markEmailVerified(t.db, session.body.user.id);
    await grantRole(t.db, session.body.user.id, role);
  }
  return { client, email, userId: session.body.user.id, personId: session.body.person.id };
}

// The owner of this account has opened their confirmation link (D30: staff need one).
export function confirmedAddress(t: TestApp, who: { userId: string }): Promise<void> {
  return markEmailVerified(t.db, who.userId);
}
