import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from '../../test/image-fixtures';
import { sendImage } from '../../test/image-uploads';
import { createOpportunity, signedInAdmin } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// D33: a flyer is public data: on the opportunity's card and page, and its link preview in
// place of the generated card. A change shows at once, though public reads are kept.

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'backline-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
  t = await createTestApp({ PUBLIC_URL: 'https://backline.example' }, { clientDir });
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

const putFlyer = async (id: string) =>
  sendImage(t, admin, {
    method: 'PUT',
    path: `/api/admin/opportunities/${id}/flyer`,
    body: await photoJpeg({ width: 1600, height: 2000 }),
    contentType: 'image/jpeg',
  });

describe('flyers in public data', () => {
  it('shows on the card, the page and the link preview, and goes at once when removed', async () => {
    const { id } = await createOpportunity(admin, { title: 'Flyer Night' });
    const visitor = t.client();
    // Read (and so kept) before the flyer arrives.
    expect((await visitor.get(`/api/opportunities/${id}`)).body.flyer).toBeNull();
    const cardOf = async () =>
      (await visitor.get('/api/opportunities?q=Flyer')).body.items.find((card: { id: string }) => card.id === id);
    expect((await cardOf()).flyer).toBeNull();

    const uploaded = await putFlyer(id);
    expect(uploaded.status, uploaded.text).toBe(200);
    expect((await visitor.get(`/api/opportunities/${id}`)).body.flyer).toEqual(uploaded.body);
    expect((await cardOf()).flyer).toEqual(uploaded.body);

    const html = (await visitor.get(`/opportunity/${id}`)).text;
    expect(html).toContain(`<meta property="og:image" content="https://backline.example${uploaded.body.src}" />`);
    expect(uploaded.body.src).toMatch(/-1280\.jpg$/);
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta property="og:image:width" content="1280" />');
    expect(html).toContain('<meta property="og:image:height" content="1600" />');

    expect((await admin.delete(`/api/admin/opportunities/${id}/flyer`)).status).toBe(204);
    expect((await visitor.get(`/api/opportunities/${id}`)).body.flyer).toBeNull();
    expect((await cardOf()).flyer).toBeNull();
    // Without a flyer, the generated card again.
    expect((await visitor.get(`/opportunity/${id}`)).text).toContain(
      `<meta property="og:image" content="https://backline.example/og/opportunity/${id}.png" />`,
    );
  });
});
