/**
 * Data at scale on PostgreSQL: recipes, community posts, comments, notifications, grocery
 * items and watch positions are grown to each size of BENCH_SCALE_SIZES (1,000, 100,000 and 1,000,000 rows by
 * default) in a database of their own, with bulk inserts (`generate_series`). At each size the
 * median time of page 1 of every list, the timeline, the notifications, search, typeahead and a
 * member's grocery lists, the member's home rows, watched marks and a position report is
 * measured through the application (`inject`, no network), and every
 * SQL statement those requests run is explained: a sequential scan of a growing table at
 * 100,000 rows or more is counted in `scale.seq_scans` (budget 0).
 *
 * BENCH_PG_URL names the server's maintenance database (postgres://postgres@127.0.0.1:5432/postgres);
 * the bench creates and drops `simmer_bench_scale` there.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { seedIfEmpty } from '../apps/server/src/seed';

type Figures = Record<string, number>;

const benchDb = 'simmer_bench_scale';
/** Tables that grow with use: a sequential scan of one of them is a missing index. */
const growing = new Set([
  'youtube_recipes',
  'user_posts',
  'comments',
  'notifications',
  'grocery_items',
  'grocery_lists',
  'likes',
  'bookmarks',
  'watch_positions',
]);
const members = 1000;
const words = ['Creamy', 'Spicy', 'Smoky', 'Crispy', 'Lemon', 'Garlic', 'Honey', 'Roasted'];
const mains = ['Chicken', 'Beef', 'Salmon', 'Tofu', 'Lentil', 'Mushroom', 'Prawn', 'Lamb'];
const dishes = ['Curry', 'Soup', 'Stew', 'Tacos', 'Salad', 'Pie', 'Risotto', 'Noodles'];
const arr = (list: string[]) => `(array[${list.map((w) => `'${w}'`).join(',')}])`;
/** Titles from a cook's vocabulary plus one word of 5,000 ("dish123"), as real titles vary. */
const recipeTitle = `${arr(words)}[1 + i % 8] || ' ' || ${arr(mains)}[1 + (i / 8) % 8] || ' ' || ${arr(dishes)}[1 + (i / 64) % 8] || ' dish' || (i % 5000)`;

/** Grows each table from `from` to `to` rows. The member `memberId` owns 1% of the per-member rows. */
async function grow(database: Database, from: number, to: number, memberId: number, firstUser: number) {
  const q = (text: string) => database.query(text);
  const series = `generate_series(${from + 1}, ${to}) i`;
  // Rows are dated back from now, one second apart: the newest first page is the latest rows.
  const at = `now() - make_interval(secs => ${to} - i + 60)`;
  const owner = `case when i % 100 = 0 then ${memberId} else ${firstUser} + (i % ${members}) end`;
  await q(`insert into youtube_recipes (title, description, is_publish, created_at, updated_at)
    select ${recipeTitle}, 'A weeknight favourite with fresh herbs', i % 10 <> 0, ${at}, ${at} from ${series}`);
  await q(`insert into user_posts (user_id, post_type, status_text, created_at, updated_at)
    select ${firstUser} + (i % ${members}), (array['status','photo','video','recipe'])[1 + i % 4],
      'Cooking tonight, post ' || i, ${at}, ${at} from ${series}`);
  // Comments land on recent posts, a few per post; every tenth on a recipe. They name rows the
  // bench grew (ids are consecutive), as comments reference their item (migration 0023).
  await q(`insert into comments (user_id, comment_type, content_id, text, created_at, updated_at)
    select ${firstUser} + (i % ${members}),
      case when i % 10 = 0 then 'youtube_recipe' else 'user_post' end,
      case when i % 10 = 0 then (select max(id) from youtube_recipes) - (i % ${Math.min(1000, to)})
           else (select max(id) from user_posts) - (i % ${Math.min(5000, to)}) end,
      'Looks delicious, comment ' || i, ${at}, ${at} from ${series}`);
  await q(`insert into notifications (user_id, type, message, is_read, created_at)
    select ${owner}, 'post_like', 'Someone liked your post', i % 3 = 0, ${at} from ${series}`);
  // Twenty lines per list.
  await q(`insert into grocery_lists (user_id, name, created_at, updated_at)
    select case when i % 20 = 0 then ${memberId} else ${firstUser} + (i % ${members}) end, 'Week ' || i, ${at}, ${at}
    from generate_series(${from / 20 + 1}, ${to / 20}) i`);
  await q(`insert into grocery_items (list_id, name, quantity, unit, category, created_at, updated_at)
    select (select min(id) from grocery_lists) + (i - 1) / 20, (array['Onion','Garlic','Rice','Milk','Eggs'])[1 + i % 5] || ' ' || (i % 20),
      '1', '', 'Produce', ${at}, ${at} from ${series}`);
  // Watch positions: one video per thousand rows, each watched by the thousand members, a tenth
  // of them finished; the member has started every tenth of those videos too.
  await q(`insert into videos (title, description, is_publish, duration_seconds, created_at, updated_at)
    select 'Technique ' || i, 'A short lesson', true, 600, ${at}, ${at}
    from generate_series(${from / 1000 + 1}, ${to / 1000}) i`);
  await q(`insert into watch_positions (user_id, content_type, content_id, position_seconds, duration_seconds, finished_at, updated_at)
    select case when i % 1000 = 0 and (i / 1000) % 10 = 0 then ${memberId} else ${firstUser} + (i % ${members}) end,
      'video', (select max(id) from videos) - ${to / 1000} + ((i - 1) / 1000) + 1,
      (i % 600), 600, case when i % 10 = 3 then ${at} end, ${at}
    from ${series} on conflict do nothing`);
  await q('vacuum analyze');
}

interface Captured {
  text: string;
  values: unknown[];
}

/** Records the statements the pg driver sends while `recording` is on. */
function captureStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const state = { recording: false, statements: [] as Captured[] };
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (state.recording) {
      const [config, values] = args;
      if (typeof config === 'string')
        state.statements.push({ text: config, values: (values as unknown[]) ?? [] });
      else if (config && typeof config === 'object' && 'text' in config) {
        const c = config as { text: string; values?: unknown[] };
        state.statements.push({ text: c.text, values: c.values ?? (values as unknown[]) ?? [] });
      }
    }
    return original.apply(this, args);
  };
  return { state, restore: () => (proto.query = original) };
}

/**
 * Relations read by an unbounded sequential scan: one whose rows are not cut short by a
 * `Limit` right above it (a bounded count reads at most its limit, whatever the access path).
 */
function seqScans(plan: Record<string, unknown>, bounded = false, out: string[] = []): string[] {
  const type = plan['Node Type'];
  if (type === 'Seq Scan' && !bounded) out.push(String(plan['Relation Name']));
  const passes = type === 'Limit' || (bounded && type === 'Subquery Scan');
  for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? [])
    seqScans(child, passes, out);
  return out;
}

export async function scaleFigures(): Promise<Figures> {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const sizes = (process.env.BENCH_SCALE_SIZES ?? '1000,100000,1000000').split(',').map(Number);
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.warn(`scale: PostgreSQL not reachable at ${adminUrl} (${(err as Error).message}); skipped`);
    return {};
  }
  await admin.query(`drop database if exists ${benchDb}`);
  await admin.query(`create database ${benchDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-bench-scale-'));
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS_WORKER: 'false',
    AUTH_RATE_LIMIT_MAX: '1000000',
    // The database is what is measured here, not the response cache of public lists.
    PUBLIC_CACHE_SECONDS: '0',
    // Nor load shedding: growing the tables keeps the database busy.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_DATABASE_WAIT_MS: '0',
  });
  const app = await buildApp(config, { database, logger: false });
  await seedIfEmpty(app.ctx);
  const login = await app.inject({
    method: 'POST',
    url: '/v1/users/rest-auth/login/',
    payload: { email: 'member@simmer.dev', password: 'Member2026' },
  });
  const { access_token: token, user } = login.json() as { access_token: string; user: { id: number } };
  const memberId =
    user?.id ??
    Number((await database.query(`select id from users where email = 'member@simmer.dev'`)).rows[0]!.id);
  const firstUser = Number(
    (
      await database.query(
        `insert into users (email, first_name, last_name) select 'cook' || i || '@scale.test', 'Cook', 'N' || i
         from generate_series(1, ${members}) i returning id`,
      )
    ).rows.reduce((m, r) => Math.min(m, Number(r.id)), Number.MAX_SAFE_INTEGER),
  );
  const auth = { authorization: `Bearer ${token}` };

  const figures: Figures = {};
  const capture = captureStatements();
  let grown = 0;
  try {
    for (const size of sizes) {
      const t0 = Date.now();
      await grow(database, grown, size, memberId, firstUser);
      grown = size;
      console.log(`scale: grown to ${size} rows in ${Math.round((Date.now() - t0) / 1000)} s`);
      const hotPost = Number((await database.query('select max(id) - 1 as id from user_posts')).rows[0]!.id);
      const list = Number(
        (await database.query(`select max(id) as id from grocery_lists where user_id = ${memberId}`)).rows[0]!
          .id,
      );
      const lastVideo = Number((await database.query('select max(id) as id from videos')).rows[0]!.id);
      const requests: Record<
        string,
        { url: string; method?: 'GET' | 'POST' | 'PUT'; payload?: object; member?: boolean }
      > = {
        recipes: { url: '/v1/admin/user/youtube-recipe/' },
        recipe_category: { url: '/v1/admin/user/recipe-category/Dinner/' },
        videos: { url: '/v1/admin/user/video/' },
        shows: { url: '/v1/admin/user/show/' },
        search: { url: '/v1/admin/user/youtube-recipe/?search=dish1234%20curry' },
        typeahead: { url: '/v1/user/typeahead-search/', method: 'POST', payload: { search: 'chiken' } },
        timeline: { url: '/v1/community/posts/', member: true },
        timeline_photos: { url: '/v1/community/posts/?post_type=photo', member: true },
        post_comments: { url: `/v1/user/comments/${hotPost}/?comment_type=user_post`, member: true },
        notifications: { url: '/v1/notifier/notifications/', member: true },
        unread_count: { url: '/v1/notifier/notifications/unread-count/', member: true },
        grocery_lists: { url: '/v1/grocery/lists/', member: true },
        grocery_list: { url: `/v1/grocery/lists/${list}/`, member: true },
        member_rows: { url: '/v1/home/member-rows/', member: true },
        watch_marks: { url: '/v1/watching/', member: true },
        watch_progress: { url: `/v1/watching/video/${lastVideo}/`, member: true },
        save_position: {
          url: `/v1/watching/video/${lastVideo}/`,
          method: 'PUT',
          payload: { position_seconds: 42 },
          member: true,
        },
      };
      let seq = 0;
      // Only tables grown past 10,000 rows count: the planner rightly reads a small table whole.
      const rowsOf = new Map(
        (
          await database.query(`select relname, reltuples::bigint as n from pg_class where relkind = 'r'`)
        ).rows.map((r) => [String(r.relname), Number(r.n)]),
      );
      for (const [name, r] of Object.entries(requests)) {
        const send = () =>
          app.inject({
            method: r.method ?? 'GET',
            url: r.url,
            headers: r.member ? auth : {},
            ...(r.payload ? { payload: r.payload } : {}),
          });
        const first = await send();
        if (first.statusCode !== 200) throw new Error(`${name} answered ${first.statusCode}: ${first.body}`);
        for (let i = 0; i < 3; i++) await send();
        const times: number[] = [];
        for (let i = 0; i < 25; i++) {
          const t = process.hrtime.bigint();
          const res = await send();
          times.push(Number(process.hrtime.bigint() - t) / 1e6);
          if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
        }
        times.sort((a, b) => a - b);
        figures[`scale.${name}_${size}.p50_ms`] = Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;

        // Explain every statement the request runs.
        capture.state.statements = [];
        capture.state.recording = true;
        await send();
        capture.state.recording = false;
        if (size < 100_000) continue;
        for (const s of capture.state.statements) {
          if (!/^\s*(select|with)/i.test(s.text)) continue;
          const res = await database.query(`explain (format json) ${s.text}`, s.values);
          const plan = (res.rows[0]!['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan;
          const scans = seqScans(plan).filter((t) => growing.has(t) && (rowsOf.get(t) ?? 0) >= 10_000);
          if (scans.length) {
            seq += scans.length;
            console.warn(`scale: ${name} at ${size} rows reads ${scans.join(', ')} sequentially:\n${s.text}`);
          }
        }
      }
      if (size >= 100_000) figures[`scale.seq_scans_${size}`] = seq;
    }
  } finally {
    capture.restore();
    await app.close();
    await database.close();
    await admin.query(`drop database if exists ${benchDb}`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The slowest list at each size, and how much the slowest grows from the smallest size to the largest.
  const worst = (size: number) =>
    Math.max(
      ...Object.entries(figures)
        .filter(([k]) => k.endsWith(`_${size}.p50_ms`))
        .map(([, v]) => v),
    );
  for (const size of sizes) figures[`scale.worst_${size}.p50_ms`] = worst(size);
  return figures;
}

// `tsx scale.ts` runs these figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  scaleFigures().then((f) => {
    console.table(f);
    const record = { at: new Date().toISOString(), node: process.version, cpus: cpus().length, figures: f };
    writeFileSync(
      path.join(import.meta.dirname, 'results', 'scale.json'),
      `${JSON.stringify(record, null, 2)}\n`,
    );
  });
}
