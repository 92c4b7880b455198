import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { anotherPerson } from './support/admin';
import { createOpportunities, runToken } from './support/fixtures';
import { emailLink } from './support/outbox';

test('a person saves their search as an alert, a matching opportunity opens, the email comes, and its link unsubscribes (D24)', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = runToken();
  const city = `Alertcity${token}`;
  const person = await anotherPerson(browser, `Ada ${token}`);

  // The search, on the list, saved there as an alert.
  await person.page.goto(`/opportunities?type=event&city=${city}`);
  await expect(person.page.getByRole('heading', { name: 'Opportunities', level: 1 })).toBeVisible();
  await person.page.getByRole('button', { name: 'Save as alert' }).click();
  await expect(person.page.getByText(`This search: Event · ${city}`)).toBeVisible();
  await person.page.getByLabel('Alert name').fill('Nights in town');
  await person.page.getByRole('button', { name: 'Save as alert' }).click();
  await expect(person.page.locator('[data-sonner-toast]').filter({ hasText: 'Alert saved' })).toBeVisible();
  expect(
    (await new AxeBuilder({ page: person.page }).include('main').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);

  // It is listed in the settings, which also offer the last search of the list in this tab.
  await person.page.goto('/dashboard');
  await person.page.getByRole('link', { name: 'Manage job alerts' }).click();
  const section = person.page.getByRole('region', { name: 'Job alerts' });
  await expect(section.getByRole('list', { name: 'Your alerts' })).toContainText('Nights in town');
  await expect(section).toContainText(`Your last search: Event · ${city}`);
  expect(
    (await new AxeBuilder({ page: person.page }).include('#alerts').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);

  // An anonymous visitor is not offered it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/opportunities?type=event&city=${city}`);
  await expect(visitor.getByRole('heading', { name: 'Opportunities', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Save as alert' })).toHaveCount(0);

  // An admin opens a matching opportunity: the email lists it.
  const title = `Alert match ${token}`;
  const [opportunity] = await createOpportunities(page, [{ title, city, opportunityType: 'event' }]);
  const link = await emailLink(person.email, title);
  expect(link).toContain(`/opportunity/${opportunity?.id}`);

  // Its unsubscribe link works without a session, for that alert.
  const unsubscribe = await emailLink(person.email, 'Unsubscribe from “Nights in town”');
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(unsubscribe);
  await expect(stranger.getByRole('heading', { name: 'Unsubscribe from this alert?' })).toBeVisible();
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stranger.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await expect(stranger.getByText('You will get no more emails for “Nights in town”.')).toBeVisible();

  await person.page.reload();
  await expect(person.page.getByRole('region', { name: 'Job alerts' })).toContainText('No alerts yet.');
});
