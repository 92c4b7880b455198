import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3016';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
page.on('framenavigated', (f) => {
  if (f === page.mainFrame()) console.log('NAV', f.url());
});
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 200)));
page.on('request', (r) => {
  if (r.url().includes('/api/')) console.log('REQ', r.method(), r.url());
});
const email = `dbg${Date.now()}@example.com`;
await page.request.post(`${base}/api/auth/sign-up/email`, {
  data: { name: 'Sofia M', email, password: 'debug-password-1' },
  headers: { Origin: base },
});
await page.goto(`${base}/application`);
await page.getByLabel('Age').fill('28');
await page.getByLabel('City').selectOption('Phoenix');
await page.getByLabel('State').fill('AZ');
await page.getByRole('button', { name: 'Next' }).click();
await page.getByRole('radio', { name: /^Team/ }).check();
await page.getByRole('button', { name: 'Next' }).click();
await page.getByLabel('Resume link').fill('https://example.com/cv.pdf');
await page.getByRole('button', { name: 'Next' }).click();
await page.getByRole('checkbox', { name: 'Phoenix' }).check();
await page.getByRole('checkbox', { name: /I agree/ }).check();
await page.getByRole('button', { name: 'Submit application' }).click();
await page.waitForTimeout(3000);
console.log('FINAL', page.url());
await browser.close();
