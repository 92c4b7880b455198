import { expect, test } from './support/test';
import { apiPost } from './support/accounts';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { grantRole, runStamp } from './support/back-office';
import { submitTrackApplicationViaApi } from './support/onboarding';

// D31 (issue 40): a reviewer who opens their own application reads it, and is told who
// handles it instead of being offered any control, note or log about themselves.
test('a reviewer on their own application sees who handles it, and no controls', async ({ page, browser }) => {
  const maya = await anotherPerson(browser, `Maya Torres ${runStamp()}`);
  const { id } = await submitTrackApplicationViaApi(maya.page);
  await signInAsAdmin(page);
  await grantRole(page, maya, 'reviewer');
  // What the team wrote about her, which she must not read.
  const noted = await apiPost(page, `/api/admin/applications/${id}/notes`, { content: 'Slow to answer texts' });
  expect(noted.status()).toBe(201);
  const personId = (await (await maya.page.request.get('/api/session')).json()).person.id;
  const logged = await apiPost(page, `/api/admin/people/${personId}/interactions`, {
    type: 'call',
    content: 'Asked for a higher fee',
  });
  expect(logged.status()).toBe(201);

  const own = maya.page;
  await own.goto(`/admin/application/${id}`);
  await expect(own.getByRole('heading', { name: maya.name })).toBeVisible();
  await expect(own.getByText('Another team member handles your own application.')).toBeVisible();
  // Their answers stay readable.
  await expect(own.getByText('Five seasons of festival load-ins.')).toBeVisible();

  await expect(own.getByLabel('Update Status')).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Book' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await expect(own.getByRole('heading', { name: 'Private notes' })).toHaveCount(0);
  await expect(own.getByRole('list', { name: 'Internal notes' })).toHaveCount(0);
  await expect(own.getByLabel('Add a note')).toHaveCount(0);
  await expect(own.getByRole('list', { name: 'Communication log' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Log interaction' })).toHaveCount(0);
  await expect(own.getByText('Slow to answer texts')).toHaveCount(0);
  await expect(own.getByText('Asked for a higher fee')).toHaveCount(0);

  // The shortcuts b and a do nothing here, and the help leaves them out.
  await own.keyboard.press('b');
  await own.keyboard.press('a');
  await own.keyboard.press('?');
  const help = own.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Next application in the list')).toBeVisible();
  await expect(help.getByText('Book this application')).toHaveCount(0);
  await expect(help.getByText('Archive this application')).toHaveCount(0);
  await own.keyboard.press('Escape');
  const read = await page.request.get(`/api/admin/applications/${id}`);
  expect((await read.json()).status).toBe('submitted');
  await maya.context.close();
});
