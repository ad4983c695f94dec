import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Issue 34: foreign keys looked up by value (a post's notifications, a member's sessions).
describe('indexes of the migrated schema', () => {
  it.each([
    ['notifications', 'related_post_id'],
    ['refresh_tokens', 'user_id'],
  ])('%s(%s) has an index that starts with it', async (table, column) => {
    const { rows } = await t.database.query(
      `select a.attname as first_column
         from pg_index i
         join pg_class c on c.oid = i.indrelid
         join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
        where c.relname = $1`,
      [table],
    );
    expect(rows.map((r) => r.first_column)).toContain(column);
  });
});
