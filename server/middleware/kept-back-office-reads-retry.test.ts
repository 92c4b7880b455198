import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../app-env';
import { HubClosedError } from '../realtime/change-hub';
import { keepBackOfficeReads } from './kept-back-office-reads';

// Decision 133: nothing is kept while the live-update hub is not heard; a failed subscription is
// tried again (at most every 5 s) rather than leaving the process without kept answers until
// it restarts.
function backOffice(subscribe: () => Promise<{ unsubscribe(): void }>) {
  const database = { listen: async () => async () => {} };
  const reads = keepBackOfficeReads(database, {
    publicReads: { keeping: () => true, onForget: () => {} },
    changeHub: { subscribe },
  });
  let served = 0;
  const app = new Hono<AppEnv>();
  app.use('/api/admin/*', reads.keep);
  app.get('/api/admin/overview', (c) => c.json({ read: ++served }));
  const overview = async () => ((await (await app.request('/api/admin/overview')).json()) as { read: number }).read;
  return { reads, overview };
}

afterEach(() => vi.restoreAllMocks());

describe('kept back-office reads and the live-update hub', () => {
  it('keeps nothing while the hub is not heard, and subscribes again after 5 seconds', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const subscribe = vi
      .fn<() => Promise<{ unsubscribe(): void }>>()
      .mockRejectedValueOnce(new Error('database unreachable'))
      .mockResolvedValue({ unsubscribe: () => {} });
    const { reads, overview } = backOffice(subscribe);
    await reads.watchChanges();
    expect([await overview(), await overview()]).toEqual([1, 2]);
    expect(subscribe).toHaveBeenCalledTimes(1);

    now += 5_000;
    expect(await overview()).toBe(3);
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(2));
    expect(await overview()).toBe(4);
    expect(await overview()).toBe(4);
    await reads.close();
  });

  it('does not subscribe again once the hub has closed', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const subscribe = vi.fn<() => Promise<{ unsubscribe(): void }>>().mockRejectedValue(new HubClosedError());
    const { reads, overview } = backOffice(subscribe);
    await reads.watchChanges();
    now += 10_000;
    expect([await overview(), await overview()]).toEqual([1, 2]);
    expect(subscribe).toHaveBeenCalledTimes(1);
    await reads.close();
  });
});
