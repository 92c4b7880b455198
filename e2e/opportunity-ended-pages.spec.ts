import { type BrowserContext, expect, type Page, test } from './support/test';
import { apiPost, signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { axeFindings, WIDTHS } from './support/axe';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';
import { BASE_URL } from './support/server';

// Issue 41, D32: a filled, closed or past opportunity's page stays up for everyone, with a banner
// and similar open roles instead of the apply panel; someone holding one of its spots reads
// "You're in"; the pages log no console error (React #419).

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signedInPerson(context: BrowserContext) {
  const page = await context.newPage();
  await signUpViaApi(page);
  await giveProfile(page);
  return page;
}

// The person applies; an admin (in a page of their own) accepts them.
async function applyAndAccept(person: Page, admin: Page, opportunityId: string) {
  const applied = await apiPost(person, `/api/opportunities/${opportunityId}/applications`, {});
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = await applied.json();
  // D11: pending → under review → accepted.
  for (const status of ['under_review', 'accepted']) {
    const moved = await admin.request.put(`/api/admin/opportunities/${opportunityId}/participants/${id}/status`, {
      data: { status },
      headers: { Origin: BASE_URL },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

const banner = (page: Page, ended: string) => page.getByText(`This one is ${ended}`, { exact: true });

test('a filled, closed or past opportunity keeps its page, with a banner and similar open roles', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = runToken();
  const tag = `${token}-crew`;
  const [coordinator, closed, past, similar] = await createOpportunities(page, [
    { title: `${token} Greek Life Partnership Coordinator`, slotsTotal: 1, tags: [tag] },
    { title: `${token} Fall Festival Setup Crew`, status: 'closed', tags: [tag] },
    { title: `${token} Halloween Bash Bar Support`, date: '2020-10-31', tags: [tag] },
    { title: `${token} Stage Crew Runner`, tags: [tag] },
  ]);
  if (!coordinator || !closed || !past || !similar) throw new Error('no opportunities');

  // Seen (and kept by the server, decision 086) while open.
  await page.goto(`/opportunity/${coordinator.id}`);
  await expect(page.getByRole('button', { name: 'Sign up to apply' })).toBeVisible();

  // Its one spot is taken: right after, the shared link still answers, to everyone.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  const personContext = await browser.newContext();
  await applyAndAccept(await signedInPerson(personContext), adminPage, coordinator.id);

  const stranger = await browser.newContext();
  const someone = await signedInPerson(stranger);
  for (const [viewer, opportunity, ended] of [
    [page, coordinator, 'filled'],
    [someone, coordinator, 'filled'],
    [page, closed, 'closed'],
    [someone, past, 'over'],
  ] as const) {
    const errors = consoleErrors(viewer);
    const response = await viewer.goto(`/opportunity/${opportunity.id}`);
    expect(response?.status(), opportunity.title).toBe(200);
    // Server-rendered (D28): the banner is in the HTML the server sent.
    expect(await response?.text()).toContain(`This one is ${ended}`);
    await expect(viewer.getByRole('heading', { level: 1, name: opportunity.title })).toBeVisible();
    await expect(banner(viewer, ended)).toBeVisible();
    const aside = viewer.getByRole('complementary', { name: 'Apply' });
    await expect(aside.getByRole('button', { name: /apply|Already applied|filled/i })).toHaveCount(0);
    await expect(viewer.getByRole('region', { name: 'Ready to apply?' })).toHaveCount(0);
    await expect(aside.getByLabel('Key facts')).not.toContainText('spot open');
    // Similar open roles instead.
    const similarRoles = viewer.getByRole('region', { name: 'Similar Opportunities' });
    await expect(similarRoles.getByRole('link', { name: new RegExp(similar.title) })).toBeVisible();
    await expect(similarRoles).not.toContainText(closed.title);
    await viewer.getByRole('link', { name: 'See similar open roles' }).click();
    await expect(viewer).toHaveURL(/#similar-opportunities$/);
    expect(errors).toEqual([]);
  }

  // The link preview and its structured data stay too: a posting no longer open.
  const html = await (await page.request.get(`/opportunity/${coordinator.id}`)).text();
  expect(html).toContain(`og/opportunity/${coordinator.id}.png`);
  expect(html).toContain('"@type":"JobPosting"');
  expect(html).toContain('"validThrough"');

  // A draft still answers 404 to everyone but staff.
  const [draft] = await createOpportunities(page, [{ title: `${token} Spring Break Pop-Up Crew`, status: 'draft' }]);
  expect((await page.goto(`/opportunity/${draft?.id}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunity not found' })).toBeVisible();
  expect((await adminPage.goto(`/opportunity/${draft?.id}`))?.status()).toBe(200);

  for (const context of [admin, personContext, stranger]) await context.close();
});

test("an accepted person reads You're in, with the status and the dashboard, never 'applied'", async ({
  page,
  browser,
}) => {
  const token = runToken();
  const [gig, vip] = await createOpportunities(page, [
    { title: `${token} Rooftop Opening Set`, slotsTotal: 1 },
    { title: `${token} New Year's Eve VIP Host`, inviteOnly: true },
  ]);
  if (!gig || !vip) throw new Error('no opportunities');
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  const person = await signedInPerson(page.context());
  await applyAndAccept(person, adminPage, gig.id);

  // Invited to the invite-only one, and accepting (D23).
  const session = await (await person.request.get('/api/session')).json();
  const invited = await apiPost(adminPage, '/api/admin/invitations', {
    opportunityId: vip.id,
    personIds: [session.person.id],
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitations = await (await person.request.get('/api/invitations')).json();
  const invitation = invitations.items.find((item: { opportunity: { id: string } }) => item.opportunity.id === vip.id);
  expect((await apiPost(person, `/api/invitations/${invitation.id}/accept`, {})).status()).toBe(200);

  for (const opportunity of [gig, vip]) {
    const errors = consoleErrors(person);
    await person.goto(`/opportunity/${opportunity.id}`);
    const aside = person.getByRole('complementary', { name: 'Apply' });
    await expect(aside.getByText("You're in")).toBeVisible();
    await expect(aside.getByText('Your booking is accepted.')).toBeVisible();
    await expect(aside.getByRole('link', { name: 'See it on your dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(person.getByText(/applied/i)).toHaveCount(0);
    await expect(person.getByRole('button', { name: 'Invite Only' })).toHaveCount(0);
    // Good news, not a refusal: no "filled" banner for whoever holds the spot.
    await expect(banner(person, 'filled')).toHaveCount(0);
    expect(errors).toEqual([]);
  }
  for (const size of WIDTHS) {
    await person.setViewportSize(size);
    expect(await axeFindings(person), `at ${size.width}px`).toEqual([]);
  }
  await admin.close();
});

test('an admin and a signed-in person meet no console error on the list and on a page (React #419)', async ({
  page,
  browser,
}) => {
  const [opportunity] = await createOpportunities(page, [{ title: `${runToken()} Door Host` }]);
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  const person = await signedInPerson(page.context());
  for (const [viewer, path] of [
    [person, '/opportunities'],
    [adminPage, '/opportunities'],
    [adminPage, `/opportunity/${opportunity?.id}`],
    [person, `/opportunity/${opportunity?.id}?apply=1`],
  ] as const) {
    const errors = consoleErrors(viewer);
    await viewer.goto(path);
    await viewer.waitForLoadState('networkidle');
    // Under the apply dialog (?apply=1) the heading is hidden from the accessibility tree.
    await expect(viewer.locator('h1')).toBeVisible();
    expect(errors, path).toEqual([]);
  }
  // The lazy parts still come once the page runs.
  await adminPage.goto(`/opportunity/${opportunity?.id}`);
  await expect(adminPage.getByRole('heading', { name: 'Manage tags' })).toBeVisible();
  await person.goto('/opportunities?q=host');
  await expect(person.getByRole('button', { name: 'Save as alert' })).toBeVisible();
  await person.goto(`/opportunity/${opportunity?.id}?apply=1`);
  await expect(person.getByRole('dialog', { name: `Apply for ${opportunity?.title}` })).toBeVisible();
  await admin.close();
});

test('the ended page, the not-found page and an invite-only page have no serious or moderate axe finding', async ({
  page,
}) => {
  test.slow();
  const token = runToken();
  const [closed, vip] = await createOpportunities(page, [
    { title: `${token} Fall Festival Setup Crew`, status: 'closed', venue: 'Dock 9', budgetRange: '$200' },
    { title: `${token} VIP Host`, inviteOnly: true },
  ]);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of [
      `/opportunity/${closed?.id}`,
      `/opportunity/${vip?.id}`,
      '/opportunity/00000000-0000-4000-8000-000000000000',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeFindings(page), `${path} at ${size.width}px`).toEqual([]);
    }
  }
});
