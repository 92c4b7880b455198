import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchLexemes } from '../../db/schema/opportunities';
import { createOpportunity, signedInAdmin } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { wordsBeginning } from './prefix-expansion.repo';

// D21, docs/decisions/137: the word being typed stands for the indexed words it begins.
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  // Kept as in production (decision 017): a write forgets what its words were looked up as.
  await t.services.opportunities.watchChanges();
  await createOpportunity(admin, { title: 'Vidéographer Wanted', description: 'Shoot the Zanzibar gala.' });
  await createOpportunity(admin, { title: 'Quietzone Draft', description: 'Not yet out.', status: 'draft' });
});
afterAll(() => t.close());

const titles = async (q: string) => {
  const response = await t.client().get(`/api/opportunities?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (response.body.items as { title: string }[]).map((item) => item.title);
};

describe('the word being typed (docs/decisions/137)', () => {
  it('stands for the words of listed opportunities it begins, stems and words as written, accents aside', async () => {
    const words = await wordsBeginning(t.db, 'VIDÉOG');
    expect(words?.sort()).toEqual(['videograph', 'videographer']);
    expect(await wordsBeginning(t.db, 'zanz')).toEqual(['zanzibar']);
    // No draft's words.
    expect(await wordsBeginning(t.db, 'quietz')).toEqual([]);
  });

  it('answers the same once PostgreSQL keeps one plan for every word (docs/decisions/142)', async () => {
    // Prepared: after five runs on a connection, one generic plan answers every word.
    for (let run = 0; run < 12; run += 1) {
      expect((await wordsBeginning(t.db, run % 2 ? 'VIDÉOG' : 'videographe'))?.sort()).toEqual(
        run % 2 ? ['videograph', 'videographer'] : ['videographer'],
      );
      expect(await wordsBeginning(t.db, 'zanzibar')).toEqual(['zanzibar']);
      expect(await wordsBeginning(t.db, 'zanzibarz')).toEqual([]);
    }
  });

  it('is left a beginning when it is a stop word or stands for too many words', async () => {
    expect(await wordsBeginning(t.db, 'the')).toBeNull();
    await t.db.insert(searchLexemes).values(Array.from({ length: 33 }, (_, index) => ({ lexeme: `qqmany${index}` })));
    expect(await wordsBeginning(t.db, 'qqman')).toBeNull();
    expect(await wordsBeginning(t.db, 'qqmany1')).toHaveLength(11);
  });

  it('finds a word an opportunity was given a moment ago', async () => {
    expect(await titles('gala zanzi')).toEqual(['Vidéographer Wanted']);
    expect(await titles('zumbat')).toEqual([]);
    await createOpportunity(admin, { title: 'Zumbatron Warehouse Rave', description: 'A new night.' });
    expect(await titles('zumbat')).toEqual(['Zumbatron Warehouse Rave']);
    expect(await titles('warehouse zumbatr')).toEqual(['Zumbatron Warehouse Rave']);
  });

  it('finds a word written into an opportunity that was already listed', async () => {
    expect(await titles('zephyrl')).toEqual([]);
    const { id } = await createOpportunity(admin, { title: 'Lobby Host', description: 'Welcome guests.' });
    const response = await admin.put(`/api/admin/opportunities/${id}`, {
      title: 'Lobby Host',
      description: 'Welcome guests at Zephyrland.',
      status: 'open',
    });
    expect(response.status).toBe(200);
    expect(await titles('zephyrl')).toEqual(['Lobby Host']);
  });
});
