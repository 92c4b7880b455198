import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_DAMAGED_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from '@shared/media';
import { changedTables, databaseSnapshot } from '../../test/database-snapshot';
import { bombPng, executable, svgWithScript, truncatedJpeg } from '../../test/image-fixtures';
import { sendImage } from '../../test/image-uploads';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_ORIGIN } from '../../test/test-client';

// D33 / issue 44 "Bad input": each gets a clear 4xx and stores nothing.

let t: TestApp;
let person: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  person = await signedIn(t);
});
afterAll(() => t?.close());

const MB = 1024 * 1024;

// The answer, and whether anything was written meanwhile.
async function refused(send: () => Promise<{ status: number; body: unknown }>) {
  const before = await databaseSnapshot(t.db);
  const answer = await send();
  return {
    status: answer.status,
    message: (answer.body as { error?: { message?: string } })?.error?.message,
    changed: await changedTables(t.db, before),
  };
}

describe.each([
  ['PUT', '/api/profile/media/photo'],
  ['POST', '/api/profile/media/gallery'],
] as const)('%s %s', (method, path) => {
  it.each([
    ['a renamed executable', executable, 'image/jpeg', 415, IMAGE_TYPE_MESSAGE],
    ['a truncated JPEG', truncatedJpeg, 'image/jpeg', 400, IMAGE_DAMAGED_MESSAGE],
    ['a 50,000 × 50,000 PNG', bombPng, 'image/png', 400, IMAGE_TOO_MANY_PIXELS_MESSAGE],
    ['an SVG with script', svgWithScript, 'image/svg+xml', 415, IMAGE_TYPE_MESSAGE],
    ['an SVG with script, sent as bytes', svgWithScript, 'application/octet-stream', 415, IMAGE_TYPE_MESSAGE],
  ])('refuses %s', async (_label, make, contentType, status, message) => {
    const body = await make();
    expect(await refused(() => sendImage(t, person.client, { method, path, body, contentType }))).toEqual({
      status,
      message,
      changed: [],
    });
  });

  it('refuses a 16 MB file from its stated length, reading none of it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(MB));
        if (pulled === 16) controller.close();
      },
    });
    const answer = await refused(async () => {
      const response = await t.app.request(path, {
        method,
        headers: {
          Origin: TEST_ORIGIN,
          Cookie: person.client.cookieHeader,
          'Content-Type': 'image/jpeg',
          'Content-Length': String(16 * MB),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toEqual({ status: 413, message: IMAGE_TOO_LARGE_MESSAGE, changed: [] });
    // A stream starts by filling its queue: one chunk, none of it read by the app.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('refuses a file that names no length once past 15 MB, reading no further', async () => {
    let pulled = 0;
    let cancelled = false;
    // 64 MB on offer, a megabyte at a time.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(MB).fill(0xff));
        if (pulled === 64) controller.close();
      },
      cancel() {
        cancelled = true;
      },
    });
    const answer = await refused(async () => {
      const response = await sendImage(t, person.client, { method, path, body, contentType: 'image/jpeg' });
      return { status: response.status, body: response.body };
    });
    expect(answer).toEqual({ status: 413, message: IMAGE_TOO_LARGE_MESSAGE, changed: [] });
    expect(cancelled).toBe(true);
    // The sixteenth megabyte crossed the limit (and a stream fills its queue one chunk ahead).
    expect(pulled).toBeLessThanOrEqual(IMAGE_MAX_BYTES / MB + 2);
  });
});

it('refuses a javascript: link (D18), storing nothing', async () => {
  const answer = await refused(() =>
    person.client.put('/api/profile/media/links', { links: ['javascript:alert(document.cookie)'] }),
  );
  expect(answer).toEqual({ status: 400, message: 'Please enter a valid URL', changed: [] });
});
