import { eq } from 'drizzle-orm';
import { people } from '../db/schema/people';
import type { TestApp } from './test-app';
import { uniqueEmail } from './test-app';

// A signed-in person: the client holding their session and their people row.
export async function signedUpPerson(t: TestApp, name = 'Test Person') {
  const client = t.client();
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const response = await client.signUp({ name, email });
  if (response.status !== 200) throw new Error(`Sign-up failed: ${response.text}`);
  const [person] = await t.db.select().from(people).where(eq(people.email, email));
  if (!person) throw new Error('The people row was not created');
  return { client, email, person };
}

export async function personRow(t: TestApp, personId: string) {
  const [person] = await t.db.select().from(people).where(eq(people.id, personId));
  if (!person) throw new Error('No such person');
  return person;
}
