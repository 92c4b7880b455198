import { expect, test } from './support/test';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { uniqueEmail } from './support/accounts';
import { axeFindings, WIDTHS } from './support/axe';
import { grantRole } from './support/back-office';
import { emailLink } from './support/outbox';

test('admins add and remove reviewers, who see only their part of the back office', async ({ page, browser }) => {
  // Several people and sessions in one flow: more than a page's usual time on a busy machine.
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();

  const openDialog = async () => {
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await expect(
      dialog.getByText('Reviewers can view and update applications. Admins have full access.'),
    ).toBeVisible();
    return dialog;
  };

  // An address without an account.
  let dialog = await openDialog();
  await dialog.getByLabel('Email').fill(uniqueEmail('ghost'));
  await expect(dialog.getByLabel('Role')).toHaveValue('reviewer');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('User not found. They need to create an account first.')).toBeVisible();

  // A real person who never confirmed their address gets no role (D30); the dialog sends the link.
  const reviewer = await anotherPerson(browser, 'Robin Reviewer');
  await dialog.getByLabel('Email').fill(`  ${reviewer.email.toUpperCase()}  `);
  await dialog.getByRole('button', { name: 'Add member' }).click();
  const notConfirmed = dialog.getByRole('status').filter({ hasText: 'Email not confirmed' });
  await expect(notConfirmed).toContainText('This person has not confirmed their email yet');
  await notConfirmed.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Confirmation link sent')).toBeVisible();
  // The person opens the link where they are signed in: confirmed, and on to /application.
  const link = new URL(await emailLink(reviewer.email, 'Confirm my email'));
  await reviewer.page.goto(`${link.pathname}${link.search}`);
  await reviewer.page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(reviewer.page).toHaveURL(/\/application(\/1)?$/);

  // Now the grant goes through (email typed with spaces and capitals).
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('Reviewer added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Robin Reviewer' });
  // Issue 41: the role, changeable in place.
  await expect(card.getByRole('combobox', { name: 'Role of Robin Reviewer' })).toHaveValue('reviewer');
  await expect(card.getByText('Email confirmed')).toBeVisible();

  // The same grant again.
  dialog = await openDialog();
  await dialog.getByLabel('Email').fill(reviewer.email);
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('This user already has this role')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The reviewer may open Overview and Applications only (D12).
  const reviewerPage = reviewer.page;
  await reviewerPage.goto('/admin/overview');
  await expect(reviewerPage.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const nav = reviewerPage.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Applications', 'Messages', 'Analytics']);
  await reviewerPage.goto('/admin/team');
  await expect(reviewerPage.getByText('Access denied - Admin only')).toBeVisible();
  await expect(reviewerPage).toHaveURL(/\/dashboard$/);

  // Removing asks first, then takes effect on the reviewer's next request.
  await card.getByRole('button', { name: /Remove Robin Reviewer/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this reviewer from the team?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Team member removed')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Robin Reviewer' })).toHaveCount(0);

  await reviewerPage.goto('/admin/overview');
  await expect(reviewerPage.getByText('Access denied - Admin only')).toBeVisible();
  await reviewer.context.close();
});

test('issue 41: an admin changes a member’s role in place, and it works at once', async ({ page, browser }) => {
  const name = `Rowan ${Date.now().toString(36)}`;
  const member = await anotherPerson(browser, name);
  await signInAsAdmin(page);
  await grantRole(page, member, 'reviewer');
  await page.goto('/admin/team');
  const card = page.getByRole('listitem').filter({ hasText: name });
  const role = card.getByRole('combobox', { name: `Role of ${name}` });
  await expect(role).toHaveValue('reviewer');

  await role.selectOption('admin');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Role changed' })).toContainText(
    `${name} is now an admin`,
  );
  await expect(role).toHaveValue('admin');
  await member.page.goto('/admin/team');
  await expect(member.page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();

  await role.selectOption('reviewer');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `${name} is now a reviewer` })).toBeVisible();
  await member.page.goto('/admin/team');
  await expect(member.page.getByText('Access denied - Admin only')).toBeVisible();
  await member.context.close();

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/admin/team');
    await expect(card).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  }
});
