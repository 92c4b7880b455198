import { expect, test } from './support/test';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { axeFindings } from './support/axe';
import { giveProfile, runToken } from './support/fixtures';

// A run's own word of letters only (names are matched by their letters' trigrams).
const lettersOf = (token: string) => token.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');

// Issue 41 (docs/decisions/152): a misspelt name on the talent page offers the closest one.
test('the talent search offers "Did you mean" with the closest name, as a link', async ({ page, browser }) => {
  const surname = lettersOf(runToken());
  const person = await anotherPerson(browser, `Maya ${surname}`);
  await giveProfile(person.page);

  await signInAsAdmin(page);
  await page.goto('/admin/talent');
  await page.getByLabel('Search').fill(`mya ${surname}`);
  await expect(page.getByText('Nobody matches')).toBeVisible();
  await expect(page.getByText(`Did you mean Maya ${surname}?`)).toBeVisible();
  expect(await axeFindings(page, 'main')).toEqual([]);
  await page.getByRole('link', { name: `Maya ${surname}` }).click();
  await expect(page.getByLabel('Search')).toHaveValue(`Maya ${surname}`);
  const results = page.getByRole('list', { name: 'Talent results' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText(`Maya ${surname}`);
  await person.context.close();
});
