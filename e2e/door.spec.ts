import { readFile } from 'node:fs/promises';
import { apiPost, E2E_ADMIN, signInViaApi } from './support/accounts';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { axeFindings, WIDTHS } from './support/axe';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';
import { ZONE, zoned } from './support/event-zone';
import { BASE_URL } from './support/server';
import { type Browser, expect, type Page, test } from './support/test';

// Issue 42 (D36, docs/decisions/181): the door on a phone. The camera is a canvas stream that
// draws a ticket's real QR image (the server's PNG), so the page's own decoding runs on it.

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

const clockAt = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE }).format(
    new Date(instant),
  );

type Guest = { name: string; applicationId: string; payload: string; doorCode: string };

// An event starting within the hour (its door open), with these people booked and confirmed.
async function bookedEvent(page: Page, browser: Browser, title: string, names: string[]) {
  const start = zoned(1);
  const [opportunity] = await createOpportunities(page, [
    {
      title,
      date: start.date,
      startTime: start.time,
      endTime: zoned(5).time,
      timeZone: ZONE,
      slotsTotal: names.length,
    },
  ]);
  if (!opportunity) throw new Error('no opportunity');
  const adminPage = await browser.newPage();
  await signInViaApi(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  const guests: Guest[] = [];
  for (const name of names) {
    const guest = await anotherPerson(browser, name);
    await giveProfile(guest.page);
    const applied = await apiPost(guest.page, `/api/opportunities/${opportunity.id}/applications`, {});
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = (await applied.json()).id as string;
    for (const status of ['under_review', 'accepted']) {
      const moved = await adminPage.request.put(
        `/api/admin/opportunities/${opportunity.id}/participants/${applicationId}/status`,
        { data: { status }, headers: { Origin: BASE_URL } },
      );
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const confirmed = await apiPost(guest.page, `/api/bookings/${applicationId}/confirm`, {});
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const mine = await (await guest.page.request.get('/api/bookings')).json();
    const booking = mine.bookings.find((item: { applicationId: string }) => item.applicationId === applicationId);
    guests.push({ name, applicationId, payload: booking.ticket.qr, doorCode: booking.ticket.doorCode });
    await guest.context.close();
  }
  await adminPage.close();
  return { id: opportunity.id, guests };
}

// The phone's camera, for this page: a canvas stream showing `window.doorTestImage` when set
// (plain white otherwise). BarcodeDetector is taken away, so the decoder library reads it.
async function fakeCamera(page: Page) {
  await page.addInitScript(() => {
    const shown = window as unknown as { doorTestImage?: HTMLImageElement | null; BarcodeDetector?: unknown };
    shown.BarcodeDetector = undefined;
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    const draw = () => {
      if (!context) return;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (shown.doorTestImage) context.drawImage(shown.doorTestImage, 60, 60, 360, 360);
    };
    setInterval(draw, 50);
    draw();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => canvas.captureStream(20) },
    });
  });
}

async function holdUpTicket(page: Page, payload: string | null) {
  await page.evaluate(async (source) => {
    const shown = window as unknown as { doorTestImage?: HTMLImageElement | null };
    if (!source) {
      shown.doorTestImage = null;
      return;
    }
    const image = new Image();
    image.src = source;
    await image.decode();
    shown.doorTestImage = image;
  }, payload && `/api/tickets/${payload}/qr.png`);
}

async function expectAccessible(page: Page) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect(await axeFindings(page), `axe at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(PHONE);
}

test('the door on a phone: a ticket through the camera, a repeat scan, a name; every door page counts', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Door night ${runToken()}`;
  const event = await bookedEvent(page, browser, title, ['Lena Marsh', 'Omar Quist']);
  const [lena, omar] = event.guests as [Guest, Guest];
  await signInAsAdmin(page);
  const admin = await (await page.request.get('/api/session')).json();
  await fakeCamera(page);
  await page.goto(`/admin/door/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Door: ${title}` })).toBeVisible();
  await expect(page.getByText(/^Check-in is open until \d\d:\d\d\.$/)).toBeVisible();
  await expect(page.getByTestId('count-expected')).toHaveText('2');
  await expect(page.getByTestId('count-in')).toHaveText('0');

  // A desktop open on the same door: its counters follow (D17).
  const desk = await browser.newPage({ viewport: WIDTHS[1] });
  await signInAsAdmin(desk);
  await desk.goto(`/admin/door/${event.id}`);
  await expect(desk.getByTestId('count-in')).toHaveText('0');

  await expectAccessible(page);
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByLabel("Camera view: hold a ticket's QR code in the frame")).toBeVisible();
  await holdUpTicket(page, lena.payload);
  const result = page.getByTestId('scan-result');
  await expect(result).toContainText('Checked in: Lena Marsh', { timeout: 15_000 });
  await expect(result).toHaveAttribute('data-tone', 'success');
  await expect(result).toHaveAttribute('aria-live', 'assertive');
  await expect(page.getByTestId('count-in')).toHaveText('1');
  await expect(desk.getByTestId('count-in')).toHaveText('1');
  await expectAccessible(page);
  await holdUpTicket(page, null);
  await page.getByRole('button', { name: 'Stop the camera' }).click();

  // The camera failed: the code printed under the QR code, typed. A second scan is harmless.
  const door = await (await page.request.get(`/api/admin/door/${event.id}?search=Lena`)).json();
  const checkedInAt = door.bookings[0].checkedInAt as string;
  await page.getByLabel('Code', { exact: true }).fill(lena.doorCode.toLowerCase());
  await page.getByRole('button', { name: 'Check in by code' }).click();
  await expect(result).toContainText(`Already checked in at ${clockAt(checkedInAt)} by ${admin.user.name}`);
  await expect(result).toHaveAttribute('data-tone', 'warning');
  await expect(page.getByTestId('count-in')).toHaveText('1');

  // By name, found by the server's search.
  await page.getByLabel('Search by name').fill('omar');
  const bookings = page.getByRole('list', { name: 'Bookings' });
  await expect(bookings.getByRole('listitem')).toHaveCount(1);
  await bookings.getByRole('button', { name: `Check in ${omar.name}` }).click();
  await expect(result).toContainText(`Checked in: ${omar.name}`);
  await expect(bookings.getByRole('listitem', { name: omar.name })).toContainText(`by ${admin.user.name}`);
  await expect(page.getByTestId('count-in')).toHaveText('2');
  await expect(desk.getByTestId('count-in')).toHaveText('2');

  // The link from the opportunity's page, and the hours.
  await desk.goto(`/admin/opportunity/${event.id}`);
  await desk.getByRole('link', { name: 'Door', exact: true }).click();
  await expect(desk).toHaveURL(`/admin/door/${event.id}`);
  const download = desk.waitForEvent('download');
  await desk.getByRole('link', { name: 'Download hours (CSV)' }).click();
  const hours = await (await download).path();
  const text = await readFile(hours, 'utf8');
  expect(text).toContain('Check-in,Check-out,Name,Role,Time zone');
  expect(text).toContain(`${lena.name},,${ZONE}`);
  await desk.close();
  await expectAccessible(page);
});

test('scans made without a connection wait on the phone and are sent when it returns', async ({ page, browser }) => {
  test.slow();
  const title = `Offline night ${runToken()}`;
  const event = await bookedEvent(page, browser, title, ['Pia Lund']);
  const [pia] = event.guests as [Guest];
  await signInAsAdmin(page);
  await page.goto(`/admin/door/${event.id}`);
  await expect(page.getByTestId('count-expected')).toHaveText('1');

  await page.context().setOffline(true);
  await page.getByLabel('Code', { exact: true }).fill(pia.doorCode);
  await page.getByRole('button', { name: 'Check in by code' }).click();
  const result = page.getByTestId('scan-result');
  await expect(result).toContainText('No connection: the scan is kept and sent when the connection returns');
  await expect(page.getByTestId('waiting-scans')).toHaveText('1 scan is waiting to be sent.');
  expect(await page.evaluate(() => localStorage.getItem('backline:door-queue'))).toContain(pia.doorCode);

  await page.context().setOffline(false);
  await expect(result).toContainText(`Checked in: ${pia.name}`);
  await expect(page.getByTestId('waiting-scans')).toHaveCount(0);
  await expect(page.getByTestId('count-in')).toHaveText('1');
  expect(await page.evaluate(() => localStorage.getItem('backline:door-queue'))).toBe('[]');
});
