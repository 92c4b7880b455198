import { eq } from 'drizzle-orm';
import type { OpportunityFormInput } from '@shared/opportunity-form';
import { user } from '../db/schema/auth';
import { people } from '../db/schema/people';
import { type TestApp, uniqueEmail } from './test-app';
import type { TestClient } from './test-client';

// Setup for tests whose subject is elsewhere: an admin, a person with or without a profile
// (D3), and opportunities created through the admin API.

export async function signedInAdmin(t: TestApp): Promise<TestClient> {
  const email = uniqueEmail('admin');
  await t.services.accounts.ensureBootstrapAdmin({ email, password: 'admin-password' });
  const client = t.client();
  const response = await client.signIn(email, 'admin-password');
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.text}`);
  return client;
}

export async function signedInPerson(
  t: TestApp,
  options: { profile?: boolean; name?: string } = {},
): Promise<{ client: TestClient; email: string; personId: string }> {
  const email = uniqueEmail('person');
  const client = t.client();
  const response = await client.signUp({ email, name: options.name ?? 'Test Person' });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.text}`);
  const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!account) throw new Error('no account');
  if (options.profile ?? true) {
    await t.db.update(people).set({ age: 24, city: 'Dallas', state: 'TX' }).where(eq(people.userId, account.id));
  }
  const [person] = await t.db.select({ id: people.id }).from(people).where(eq(people.userId, account.id));
  if (!person) throw new Error('no person');
  return { client, email, personId: person.id };
}

export async function createOpportunity(
  admin: TestClient,
  input: Partial<OpportunityFormInput> & { tagIds?: string[] } = {},
): Promise<{ id: string; title: string }> {
  const { tagIds = [], ...fields } = input;
  const response = await admin.post('/api/admin/opportunities', {
    title: 'Door Host',
    description: 'Run the door at our Friday night.',
    status: 'open',
    ...fields,
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  for (const tagId of tagIds) {
    const tagged = await admin.put(`/api/admin/opportunities/${response.body.id}/tags/${tagId}`);
    if (tagged.status !== 200) throw new Error(`tagging failed: ${tagged.text}`);
  }
  return { id: response.body.id, title: response.body.title };
}

export async function createTag(admin: TestClient, label: string): Promise<string> {
  const response = await admin.post('/api/admin/opportunity-tags', { label });
  if (response.status !== 201) throw new Error(`tag failed: ${response.text}`);
  return response.body.id;
}
