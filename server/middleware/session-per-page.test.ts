import { describe, expect, it, vi } from 'vitest';
import { readOncePerPage } from './session-per-page';

describe('a session looked up once a page', () => {
  it('is looked up once for the reads of one page with the same cookie', async () => {
    const page = {};
    const read = vi.fn(async () => ({ user: 'ana' }));
    const first = await readOncePerPage(page, 'session=a', read);
    const second = await readOncePerPage(page, 'session=a', read);
    expect(second).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('is looked up again for another cookie, another request, or a request without bindings', async () => {
    const page = {};
    const read = vi.fn(async () => 'found');
    await readOncePerPage(page, 'session=a', read);
    await readOncePerPage(page, 'session=b', read);
    await readOncePerPage({}, 'session=b', read);
    await readOncePerPage(undefined, 'session=b', read);
    await readOncePerPage(undefined, 'session=b', read);
    expect(read).toHaveBeenCalledTimes(5);
  });
});
