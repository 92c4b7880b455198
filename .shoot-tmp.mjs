import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3016';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const steps = JSON.parse(process.argv[2]);
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await context.newPage();
  for (const step of steps) {
    if (step.signUp) {
      const r = await page.request.post(`${base}/api/auth/sign-up/email`, {
        data: step.signUp,
        headers: { Origin: base },
      });
      if (!r.ok())
        await page.request.post(`${base}/api/auth/sign-in/email`, {
          data: { email: step.signUp.email, password: step.signUp.password },
          headers: { Origin: base },
        });
    }
    if (step.signIn) {
      const r = await page.request.post(`${base}/api/auth/sign-in/email`, {
        data: step.signIn,
        headers: { Origin: base },
      });
      if (!r.ok()) console.log('signin', await r.text());
    }
    if (step.put) await page.request.put(`${base}${step.put.path}`, { data: step.put.data, headers: { Origin: base } });
    if (step.post) {
      const r = await page.request.post(`${base}${step.post.path}`, {
        data: step.post.data,
        headers: { Origin: base },
      });
      console.log('post', r.status());
    }
    if (step.goto) {
      await page.goto(`${base}${step.goto}`);
      await page.waitForTimeout(step.wait ?? 1200);
    }
    if (step.click) {
      await page.getByRole(step.click.role, { name: step.click.name }).first().click();
      await page.waitForTimeout(800);
    }
    if (step.fill) {
      await page.getByLabel(step.fill.label, { exact: true }).first().fill(step.fill.value);
    }
    if (step.scroll) {
      await page.evaluate((y) => window.scrollTo(0, y), step.scroll);
      await page.waitForTimeout(300);
    }
    if (step.shot)
      await page.screenshot({ path: `/tmp/wt16-shots/${step.shot}-${width}.png`, fullPage: step.full ?? true });
  }
  await context.close();
}
await browser.close();
