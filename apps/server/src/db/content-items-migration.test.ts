import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/admin-db';
import { type Database, openDatabase } from './client';

/**
 * Migration 0023 (content_items, decision 580) on a database that already holds rows: the
 * migrations up to 0022 run first, rows are written the old way (some pointing at nothing),
 * then the rest runs. Every row naming a real item must keep it; orphans go.
 */

const migrations = path.join(import.meta.dirname, 'migrations');
const lastOld = '0022_aspiring_nekra';

let database: Database;
let drop = async () => {};
let upTo0022: string;

async function migrateFrom(folder: string) {
  const run = database.kind === 'postgres' ? migrateNodePg : migratePglite;
  await run(database.db as never, { migrationsFolder: folder });
}

const q = async (text: string) => (await database.query(text)).rows;
const one = async (text: string) => (await q(text))[0] as Record<string, unknown>;

beforeAll(async () => {
  upTo0022 = mkdtempSync(path.join(tmpdir(), 'simmer-migrations-old-'));
  cpSync(migrations, upTo0022, { recursive: true });
  const journalFile = path.join(upTo0022, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === lastOld);
  journal.entries = journal.entries.slice(0, cut + 1);
  writeFileSync(journalFile, JSON.stringify(journal));

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `simmer_mig_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminQuery(adminUrl, `create database ${name}`);
    database = await openDatabase({ url: databaseUrl(adminUrl, name) });
    drop = async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  } else {
    database = await openDatabase({ dataDir: null });
  }
  await migrateFrom(upTo0022);

  // The old shape: (type, id) pairs with no foreign key.
  await database.exec(`
    insert into users (id, email, first_name, last_name) values
      (1, 'a@example.com', 'A', 'A'), (2, 'b@example.com', 'B', 'B');
    insert into videos (id, title) values (10, 'Video');
    insert into shows (id, title) values (20, 'Show');
    insert into episodes (id, show_id, title) values (30, 20, 'Episode');
    insert into youtube_recipes (id, title) values (40, 'Recipe');
    insert into user_posts (id, user_id, post_type, status_text) values (50, 2, 'status', 'Hello');
    insert into likes (user_id, content_type, content_id) values
      (1, 'video', 10), (1, 'episode', 30), (1, 'user_post', 50), (1, 'video', 999), (1, 'user_post', 999);
    insert into bookmarks (user_id, content_type, content_id) values
      (1, 'show', 20), (1, 'youtube_recipe', 40), (1, 'show', 999);
    insert into comments (id, user_id, comment_type, content_id, text) values
      (60, 1, 'youtube_recipe', 40, 'Kept'), (61, 1, 'user_post', 50, 'Kept too'),
      (62, 1, 'video', 999, 'Orphan');
    insert into tags (id, name) values (70, 'Quick');
    insert into content_tags (tag_id, content_type, content_id) values
      (70, 'show', 20), (70, 'video', 10), (70, 'episode', 999);
    insert into announcements (id, content, start_date, end_date, published_item_type, published_item_id) values
      (80, 'Linked', '2026-01-01', '2026-01-02', 'video', 10),
      (81, 'Dead link', '2026-01-01', '2026-01-02', 'episode', 999),
      (82, 'No link', '2026-01-01', '2026-01-02', null, null);
    insert into reports (id, reporter_id, post_id, comment_id, content_type, target_user_id, reason, action) values
      (90, 1, 50, null, 'status', 2, 'spam', 'pending'),
      (91, 2, null, 61, 'comment', 1, 'spam', 'pending'),
      (92, 1, 999, null, 'photo', 2, 'spam', 'delete'),
      (93, 2, null, 62, 'comment', 1, 'spam', 'pending');
  `);
  await migrateFrom(migrations);
}, 300_000);

afterAll(async () => {
  await database?.close();
  await drop();
  rmSync(upTo0022, { recursive: true, force: true });
});

describe('migration 0023 content_items', () => {
  it('adds one content_items row per existing item', async () => {
    const rows = await q('select kind, item_id from content_items order by kind, item_id');
    expect(rows).toEqual([
      { kind: 'episode', item_id: 30 },
      { kind: 'show', item_id: 20 },
      { kind: 'user_post', item_id: 50 },
      { kind: 'video', item_id: 10 },
      { kind: 'youtube_recipe', item_id: 40 },
    ]);
  });

  it('keeps every row that names a real item and removes the orphans', async () => {
    expect(await q('select content_type, content_id from likes order by id')).toEqual([
      { content_type: 'video', content_id: 10 },
      { content_type: 'episode', content_id: 30 },
      { content_type: 'user_post', content_id: 50 },
    ]);
    expect(await q('select content_type, content_id from bookmarks order by id')).toEqual([
      { content_type: 'show', content_id: 20 },
      { content_type: 'youtube_recipe', content_id: 40 },
    ]);
    expect(await q('select id from comments order by id')).toEqual([{ id: 60 }, { id: 61 }]);
    expect(await q('select content_type, content_id from content_tags order by content_type')).toEqual([
      { content_type: 'show', content_id: 20 },
      { content_type: 'video', content_id: 10 },
    ]);
    expect(
      await q('select id, published_item_type, published_item_id from announcements order by id'),
    ).toEqual([
      { id: 80, published_item_type: 'video', published_item_id: 10 },
      { id: 81, published_item_type: null, published_item_id: null },
      { id: 82, published_item_type: null, published_item_id: null },
    ]);
  });

  it('keeps every report, with references only to items that exist', async () => {
    expect(
      await q('select id, post_id, comment_id, post_ref_id, comment_ref_id from reports order by id'),
    ).toEqual([
      { id: 90, post_id: 50, comment_id: null, post_ref_id: 50, comment_ref_id: null },
      { id: 91, post_id: null, comment_id: 61, post_ref_id: null, comment_ref_id: 61 },
      { id: 92, post_id: 999, comment_id: null, post_ref_id: null, comment_ref_id: null },
      { id: 93, post_id: null, comment_id: 62, post_ref_id: null, comment_ref_id: null },
    ]);
  });

  it('gives a new item its row, and its deletion takes what points at it', async () => {
    const video = await one(`insert into videos (title) values ('New') returning id`);
    expect(await one(`select kind, item_id from content_items where video_id = ${video.id}`)).toEqual({
      kind: 'video',
      item_id: video.id,
    });
    await database.exec(
      `insert into likes (user_id, content_type, content_id) values (2, 'video', ${video.id})`,
    );
    await database.exec(`delete from videos where id = ${video.id}`);
    expect(await q(`select 1 from likes where content_type = 'video' and content_id = ${video.id}`)).toEqual(
      [],
    );
    expect(await q(`select 1 from content_items where video_id = ${video.id}`)).toEqual([]);
  });

  it('refuses a reference to an item that does not exist', async () => {
    await expect(
      database.exec(`insert into likes (user_id, content_type, content_id) values (1, 'video', 12345)`),
    ).rejects.toThrow(/foreign key/);
  });

  it('clears a report reference when its post goes, keeping the report', async () => {
    await database.exec('delete from user_posts where id = 50');
    expect(
      await q('select id, post_id, post_ref_id, comment_ref_id from reports where id in (90, 91)'),
    ).toEqual(
      expect.arrayContaining([
        { id: 90, post_id: 50, post_ref_id: null, comment_ref_id: null },
        // The post's comment went with it (cascade through content_items), so did the reference.
        { id: 91, post_id: null, post_ref_id: null, comment_ref_id: null },
      ]),
    );
    expect(await q('select id from comments order by id')).toEqual([{ id: 60 }]);
  });
});
