/**
 * Audience analytics at scale on PostgreSQL (decision 910): 10 million raw events over 30 days
 * (BENCH_ANALYTICS_EVENTS) are written with `generate_series` in a database of their own, rolled
 * up into the daily tables by the job's own function (timed), and the admin page's two requests
 * (the overview of 30 days and one video's page) are measured through the application
 * (`inject`, no network): median and p95 of BENCH_ANALYTICS_RUNS requests each. Goal: under
 * 200 ms at p95 (bench/budgets.json). BENCH_PG_URL names the maintenance database; the bench
 * creates and drops `simmer_bench_analytics` there. Run alone: `npx tsx bench/analytics.ts`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { rollupDays } from '../apps/server/src/modules/audience/rollup.service';
import { seedIfEmpty } from '../apps/server/src/seed';

type Figures = Record<string, number>;
const benchDb = 'simmer_bench_analytics';
const events = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 10_000_000);
const runs = Number(process.env.BENCH_ANALYTICS_RUNS ?? 30);
const days = 30;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]! * 10) / 10;
};

export async function analyticsFigures(): Promise<Figures> {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.warn(`analytics: PostgreSQL not reachable at ${adminUrl} (${(err as Error).message}); skipped`);
    return {};
  }
  await admin.query(`drop database if exists ${benchDb}`);
  await admin.query(`create database ${benchDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-bench-analytics-'));
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS_WORKER: 'false',
    AUTH_RATE_LIMIT_MAX: '1000000',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_DATABASE_WAIT_MS: '0',
  });
  const app = await buildApp(config, { database, logger: false });
  const figures: Figures = {};
  try {
    await seedIfEmpty(app.ctx);
    const video = Number((await database.query('select min(id) as id from videos')).rows[0]!.id);
    const end = new Date();
    const to = end.toISOString().slice(0, 10);
    const from = new Date(end.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    // Kinds in realistic proportions; 200 videos and 100 recipes; 50,000 visitor numbers a day.
    let t0 = performance.now();
    await database.query(
      `insert into audience_events (at, kind, visitor, content_type, content_id, value, detail)
       select $1::date + (random() * ${days})::numeric(8,5) * interval '1 day' as at,
              k.kind, 'v' || (random() * 50000)::int,
              case when k.kind in ('recipe_view', 'cook_mode_start', 'grocery_add') then 'recipe'
                   when k.kind like 'search%' or k.kind = 'signup' then '' else 'video' end,
              case when k.kind like 'search%' or k.kind = 'signup' then 0
                   when k.kind in ('recipe_view', 'cook_mode_start', 'grocery_add') then 1 + (random() * 99)::int
                   else $2::int + (random() * 199)::int end,
              case when k.kind = 'video_progress' then (random() * 19)::int
                   when k.kind = 'watch_time' then 10 else 0 end,
              case when k.kind = 'referrer' then 'site' || (random() * 40)::int || '.example'
                   when k.kind = 'search_empty' then 'words ' || (random() * 300)::int else '' end
         from generate_series(1, $3::int) i
         join lateral (select (array['page_view','page_view','page_view','video_start','video_progress',
               'video_progress','video_progress','video_progress','watch_time','watch_time','recipe_view',
               'cook_mode_start','grocery_add','search','search_empty','referrer','signup'])[1 + (i % 17)] as kind) k on true`,
      [from, video, events],
    );
    figures['analytics.seed_10m_s'] = Math.round((performance.now() - t0) / 100) / 10;
    await database.query('analyze audience_events');
    t0 = performance.now();
    await rollupDays(app.ctx, from, to);
    figures['analytics.rollup_30_days_s'] = Math.round((performance.now() - t0) / 100) / 10;
    await database.query('analyze audience_daily');
    figures['analytics.daily_rows'] = Number(
      (await database.query('select count(*)::int as n from audience_daily')).rows[0]!.n,
    );

    await database.query(`update users set role = 'owner' where email = 'admin@simmer.dev'`);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/users/rest-auth/login/',
      payload: { email: 'admin@simmer.dev', password: 'Admin2026' },
    });
    const headers = { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
    const measure = async (name: string, path: string) => {
      const times: number[] = [];
      for (let i = 0; i < runs + 2; i++) {
        const s = performance.now();
        const res = await app.inject({ method: 'GET', url: path, headers });
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i >= 2) times.push(performance.now() - s);
      }
      figures[`analytics.${name}.p50_ms`] = quantile(times, 0.5);
      figures[`analytics.${name}.p95_ms`] = quantile(times, 0.95);
    };
    await measure('overview_30_days', `/v1/admin/analytics/?from=${from}&to=${to}`);
    await measure('video_30_days', `/v1/admin/analytics/video/${video}/?from=${from}&to=${to}`);
  } finally {
    await app.close();
    await database.close();
    await admin.query(`drop database if exists ${benchDb}`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await analyticsFigures();
  const out = {
    date: new Date().toISOString(),
    events,
    runs,
    cpus: cpus().length,
    note: 'PostgreSQL on a 2-core machine shared with other work; 10 million raw events over 30 days.',
    figures,
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'analytics.json'),
    `${JSON.stringify(out, null, 2)}\n`,
  );
  console.log(out);
}
