import { type Browser, expect, type Page, test } from './support/test';
import { apiPost, E2E_ADMIN, signInViaApi } from './support/accounts';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { axeFindings, WIDTHS } from './support/axe';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';
import { emailLink } from './support/outbox';
import { ZONE, zoned } from './support/event-zone';
import { BASE_URL } from './support/server';

// Issue 42 (D36, D37): what a person sees of the event night on the dashboard (the prompt to
// confirm, the ticket, a late cancellation, a spot offered from the waitlist) and what an admin
// sets in the opportunity form. The server's own clock and job: events are made a few days or
// hours away, and the job (every minute) is waited for only where the prompt needs it.

// "Friday, December 12": the day the dashboard's prompt names, where the event is.
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

type Guest = Awaited<ReturnType<typeof anotherPerson>>;

// An event starting `hoursAway` from now (two hours long), with these people booked and then
// these waitlisted, moved there by the admin through the participants API.
async function eventWith(
  page: Page,
  browser: Browser,
  options: { title: string; hoursAway: number; slots: number; booked: string[]; waitlisted?: string[] },
) {
  const start = zoned(options.hoursAway);
  const end = zoned(options.hoursAway + 2);
  const [opportunity] = await createOpportunities(page, [
    {
      title: options.title,
      date: start.date,
      startTime: start.time,
      endTime: end.time,
      timeZone: ZONE,
      venue: 'Dock 9',
      city: 'Austin',
      slotsTotal: options.slots,
    },
  ]);
  if (!opportunity) throw new Error('no opportunity');
  const names = [...options.booked, ...(options.waitlisted ?? [])];
  const guests: (Guest & { applicationId: string })[] = [];
  for (const name of names) {
    const guest = await anotherPerson(browser, name);
    await giveProfile(guest.page);
    const applied = await apiPost(guest.page, `/api/opportunities/${opportunity.id}/applications`, {});
    expect(applied.status(), await applied.text()).toBe(201);
    guests.push({ ...guest, applicationId: (await applied.json()).id });
  }
  const adminPage = await browser.newPage();
  await signInViaApi(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const [index, guest] of guests.entries()) {
    for (const status of ['under_review', index < options.booked.length ? 'accepted' : 'waitlisted']) {
      const moved = await adminPage.request.put(
        `/api/admin/opportunities/${opportunity.id}/participants/${guest.applicationId}/status`,
        { data: { status }, headers: { Origin: BASE_URL } },
      );
      expect(moved.status(), await moved.text()).toBe(200);
    }
  }
  await adminPage.close();
  return { opportunity, date: start.date, guests };
}

async function expectAccessible(page: Page, include?: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect(await axeFindings(page, include), `axe at ${size.width} px`).toEqual([]);
  }
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a person confirms from the dashboard and sees the ticket, there and on its own page', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Warehouse night ${runToken()}`;
  // Within the 72 hours: the job asks at its next run (every minute).
  const { date, guests } = await eventWith(page, browser, { title, hoursAway: 70, slots: 2, booked: ['Lena Marsh'] });
  const guest = guests[0] as Guest;
  const dashboard = guest.page;
  await dashboard.goto('/dashboard');
  const booking = dashboard.getByRole('listitem', { name: `Booking: ${title}` });
  await expect(booking).toContainText('Dock 9');
  // The event starts 70 hours from now: morning or evening in Chicago, whenever the test runs.
  await expect(booking).toContainText(/\d:\d\d\s[AP]M – \d+:\d\d\s[AP]M C[DS]T/);
  const prompt = booking.getByText(`Confirm you're coming to ${title} on ${longDay(date)}`);
  await expect(async () => {
    await dashboard.reload();
    await expect(prompt).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await expectAccessible(dashboard, 'main');

  await booking.getByRole('button', { name: `Confirm you're coming to ${title}` }).click();
  await expect(toast(dashboard, "You're confirmed")).toBeVisible();
  await expect(prompt).toHaveCount(0);
  const qr = booking.getByRole('img', { name: `QR code of your ticket for ${title}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const doorCode = (await booking.getByTestId('door-code').textContent()) ?? '';
  expect(doorCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  await expectAccessible(dashboard, 'main');

  // The ticket's own page, as the email's "Open my ticket" opens it: no session needed.
  const emailed = await emailLink(guest.email, 'Open my ticket');
  await booking.getByRole('link', { name: 'Open my ticket' }).click();
  await expect(dashboard).toHaveURL(new URL(emailed).pathname);
  const strangers = await browser.newContext();
  const stranger = await strangers.newPage();
  await stranger.goto(new URL(emailed).pathname);
  await expect(stranger.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(stranger.getByText("Lena's ticket")).toBeVisible();
  await expect(stranger.getByTestId('door-code')).toHaveText(doorCode);
  await expect(stranger.getByRole('img', { name: `QR code of your ticket for ${title}` })).toBeVisible();
  await expectAccessible(stranger);
  // A forged one is not a ticket.
  await stranger.goto(`${new URL(emailed).pathname.slice(0, -1)}x`);
  await expect(stranger.getByText('This ticket is not valid')).toBeVisible();
  await strangers.close();
});

test('a person who cancels less than 24 hours before is told plainly that it is late', async ({ page, browser }) => {
  test.slow();
  const title = `Rooftop night ${runToken()}`;
  const { guests } = await eventWith(page, browser, { title, hoursAway: 20, slots: 1, booked: ['Omar Quist'] });
  const dashboard = (guests[0] as Guest).page;
  await dashboard.goto('/dashboard');
  const booking = dashboard.getByRole('listitem', { name: `Booking: ${title}` });
  await booking.getByRole('button', { name: `I can't make it to ${title}` }).click();
  const dialog = dashboard.getByRole('alertdialog', { name: `Can't make it to ${title}?` });
  await expect(dialog).toContainText('less than 24 hours before the start, so this counts as a late cancellation');
  await expectAccessible(dashboard, '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'Cancel late' }).click();
  await expect(toast(dashboard, 'Booking cancelled')).toContainText('counts as a late cancellation');
  await expect(booking).toHaveCount(0);
  // D37: it is in the person's own history.
  const bookings = dashboard.getByRole('region', { name: 'Your bookings' });
  await expect(bookings.getByTestId('reliability')).toHaveText('0 of 1 attended');
  await expect(bookings.getByRole('list', { name: 'Last bookings' })).toContainText(`${title}`);
  await expect(bookings.getByRole('list', { name: 'Last bookings' })).toContainText('Late cancellation');
  await expectAccessible(dashboard, 'main');
});

test('the first on the waitlist takes a spot that opened, and is confirmed with a ticket', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Basement night ${runToken()}`;
  const { guests } = await eventWith(page, browser, {
    title,
    hoursAway: 40,
    slots: 1,
    booked: ['Ana Booked'],
    waitlisted: ['Ben Waiting'],
  });
  const [booked, waiting] = guests as [Guest & { applicationId: string }, Guest];
  // The booked person cancels (in time): the spot is offered to the first waitlisted at once.
  const cancelled = await apiPost(booked.page, `/api/bookings/${booked.applicationId}/cancel`, {});
  expect(await cancelled.json()).toEqual({ status: 'cancelled', lateCancellation: false });

  const dashboard = waiting.page;
  await dashboard.goto('/dashboard');
  const offer = dashboard.getByRole('listitem', { name: `Spot offered: ${title}` });
  await expect(offer).toContainText('The offer ends');
  await expectAccessible(dashboard, 'main');
  await offer.getByRole('button', { name: `Take the spot at ${title}` }).click();
  await expect(toast(dashboard, "The spot is yours: you're confirmed")).toBeVisible();
  await expect(offer).toHaveCount(0);
  const booking = dashboard.getByRole('listitem', { name: `Booking: ${title}` });
  await expect(booking).toContainText('Confirmed');
  await expect(booking.getByRole('img', { name: `QR code of your ticket for ${title}` })).toBeVisible();
  await expect(
    dashboard.getByRole('region', { name: 'My applications' }).getByRole('listitem').filter({ hasText: title }),
  ).toContainText('accepted');
});

test('an admin sets the night’s times in the form; the public page and the cards show them there', async ({ page }) => {
  test.slow();
  const title = `Late shift ${runToken()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/opportunities');
  await page.getByRole('button', { name: 'Create Opportunity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Opportunity' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Description').fill('Close the venue after the last set.');
  await dialog.getByLabel('Status').selectOption('open');
  await dialog.getByLabel('Date', { exact: true }).fill('2031-12-12');
  await expect(dialog.getByLabel('Time zone')).toHaveValue(ZONE);
  await dialog.getByLabel('Start time').fill('21:00');
  await dialog.getByLabel('End time').fill('02:00');
  await dialog.getByLabel('Call time').fill('19:30');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(page.getByText('Opportunity created successfully!')).toBeVisible();

  // The admin pages read the night where it happens.
  await page.goto(`/admin/opportunities?search=${encodeURIComponent(title)}`);
  const table = page.getByRole('table', { name: 'Opportunities' });
  await expect(table).toContainText(/Fri, Dec 12, 2031 · 9:00\sPM – 2:00\sAM CST/);
  await table.getByRole('link', { name: title, exact: true }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(/Fri, Dec 12, 2031 · 9:00\sPM – 2:00\sAM CST/);
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit opportunity' });
  await expect(edit.getByLabel('Start time')).toHaveValue('21:00');
  await expect(edit.getByLabel('End time')).toHaveValue('02:00');
  await expect(edit.getByLabel('Call time')).toHaveValue('19:30');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  const publicPath = (await card.getByRole('link', { name: /^View/ }).getAttribute('href')) ?? '';

  // The public page and the list's card, for a visitor (whatever their own time zone).
  const visitor = await page.context().browser()?.newContext({ timezoneId: 'Asia/Tokyo' });
  const visitorPage = await visitor?.newPage();
  if (!visitor || !visitorPage) throw new Error('no browser');
  await visitorPage.goto(publicPath);
  await expect(visitorPage.getByLabel('Key facts')).toContainText(/9:00\sPM – 2:00\sAM CST/);
  await visitorPage.goto(`/opportunities?q=${encodeURIComponent(title)}`);
  await expect(visitorPage.getByRole('article', { name: title })).toContainText(
    /Fri, Dec 12, 2031 · 9:00\sPM – 2:00\sAM CST/,
  );
  await expectAccessible(visitorPage, 'main');
  await visitor.close();
});

test('staff see reliability next to the person, and the app as the author of what it logged (D37)', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = runToken();
  const title = `Cellar night ${token}`;
  const { opportunity, guests } = await eventWith(page, browser, {
    title,
    hoursAway: 20,
    slots: 1,
    booked: [`Rita Late ${token}`],
    waitlisted: [`Nico Next ${token}`],
  });
  const [late, next] = guests as [Guest & { applicationId: string }, Guest];
  // A late cancellation (D37 counts it); the spot is offered to the next, by the app itself.
  const cancelled = await apiPost(late.page, `/api/bookings/${late.applicationId}/cancel`, {});
  expect(await cancelled.json()).toEqual({ status: 'cancelled', lateCancellation: true });
  const track = await apiPost(next.page, '/api/track-application', {
    track: 'performer',
    age: 24,
    city: 'Dallas',
    state: 'TX',
    travelRadius: 'local',
    answers: { genres: ['House'] },
    targetMarkets: [],
    targetCity: 'Dallas',
    consent: true,
  });
  expect(track.status(), await track.text()).toBe(201);
  await signInAsAdmin(page);

  // Talent search, by reliability.
  await page.goto(`/admin/talent?q=${token}&sort=reliability`);
  const results = page.getByRole('list', { name: 'Talent results' }).getByRole('listitem');
  await expect(results).toHaveCount(2);
  await expect(results.nth(0)).toContainText(`Rita Late ${token}`);
  await expect(results.nth(0).getByTestId('reliability')).toHaveText('0 of 1 attended');
  await expect(results.nth(1).getByTestId('reliability')).toHaveText('No history yet');
  await page.getByLabel('Reliability').selectOption('50');
  await expect(results).toHaveCount(0);
  await expect(page).toHaveURL(/minReliability=50/);
  await expectAccessible(page, 'main');

  // The participants widget.
  await page.goto(`/admin/opportunity/${opportunity.id}`);
  const rita = page.getByTestId('participant').filter({ hasText: `Rita Late ${token}` });
  await expect(rita.getByTestId('reliability')).toHaveText('0 of 1 attended');

  // The user page: the last outcomes.
  await rita.getByRole('link', { name: `Rita Late ${token}` }).click();
  const card = page.getByRole('region', { name: 'Reliability' });
  await expect(card.getByTestId('reliability')).toHaveText('0 of 1 attended');
  await expect(card.getByRole('list', { name: 'Last bookings' })).toContainText('Late cancellation');
  await expectAccessible(page, 'main');

  // The application review: the badge, and the app named as the author of the offer it logged.
  await page.goto(`/admin/application/${(await track.json()).id}`);
  await expect(page.locator('main header').getByTestId('reliability')).toHaveText('No history yet');
  const log = page.getByRole('list', { name: 'Communication log' });
  const offered = log.getByRole('listitem').filter({ hasText: `Spot offered: ${title}` });
  await expect(offered).toContainText(/Backline ·/);
  await expect(offered).not.toContainText('Former team member');
  await expectAccessible(page, 'main');
});
