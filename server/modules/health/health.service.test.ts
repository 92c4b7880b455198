import { describe, expect, it } from 'vitest';
import { createHealthService } from './health.service';

// Issue 21 and decision 170: what /api/health says of a process that serves.
describe('readiness', () => {
  const sources = { databaseKind: 'embedded', pingDatabase: async () => {} };

  it('is ready when the database answers', async () => {
    expect((await createHealthService(sources).readiness()).status).toBe('ok');
  });

  it('is starting while another process sharing the port still starts, then ready', async () => {
    let othersStarting = true;
    const health = createHealthService({ ...sources, othersStarting: () => othersStarting });
    expect((await health.readiness()).status).toBe('starting');
    othersStarting = false;
    expect((await health.readiness()).status).toBe('ok');
  });

  it('says stopping over starting, and unavailable over starting', async () => {
    const stopping = createHealthService({ ...sources, stopping: () => true, othersStarting: () => true });
    expect((await stopping.readiness()).status).toBe('stopping');
    const down = createHealthService({
      ...sources,
      pingDatabase: () => Promise.reject(new Error('down')),
      othersStarting: () => true,
    });
    expect((await down.readiness()).status).toBe('unavailable');
  });
});
