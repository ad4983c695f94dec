/**
 * Catalog figures: typeahead search latency (median and 95th percentile) with 10,000 and
 * 100,000 published content items, and requests per second of the page-1 recipe list
 * against a bare Fastify route answering the same bytes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { invalidatePublicCache } from '../apps/server/src/http/public-cache';

type Figures = Record<string, number>;

const words = {
  adjective: [
    'Creamy',
    'Spicy',
    'Smoky',
    'Crispy',
    'Lemon',
    'Garlic',
    'Honey',
    'Herby',
    'Roasted',
    'Slow-cooked',
    'Vegan',
    'Classic',
  ],
  main: [
    'Chicken',
    'Beef',
    'Salmon',
    'Tofu',
    'Lentil',
    'Mushroom',
    'Prawn',
    'Lamb',
    'Chickpea',
    'Pork',
    'Squash',
    'Aubergine',
  ],
  dish: [
    'Curry',
    'Soup',
    'Stew',
    'Tacos',
    'Salad',
    'Pie',
    'Risotto',
    'Noodles',
    'Skewers',
    'Traybake',
    'Bowl',
    'Pasta',
  ],
};
const arr = (list: string[]) => `(array[${list.map((w) => `'${w}'`).join(',')}])`;
const title = `${arr(words.adjective)}[1 + i % 12] || ' ' || ${arr(words.main)}[1 + (i / 12) % 12] || ' ' || ${arr(words.dish)}[1 + (i / 144) % 12] || ' ' || i`;
const description = `'A weeknight favourite with ' || lower(${arr(words.main)}[1 + (i / 7) % 12]) || ' and fresh herbs, number ' || i`;

/** Adds published items up to `total`: 40% recipes, 30% videos, 20% episodes, 10% shows. */
export async function fill(database: Database, from: number, total: number) {
  const range = (share: number) => [Math.floor(from * share) + 1, Math.floor(total * share)] as const;
  const [r0, r1] = range(0.4);
  await database.query(
    `insert into youtube_recipes (title, description, is_publish) select ${title}, ${description}, true from generate_series(${r0}, ${r1}) i`,
  );
  const [v0, v1] = range(0.3);
  await database.query(
    `insert into videos (title, description, is_publish, is_premium) select ${title}, ${description}, true, i % 4 = 0 from generate_series(${v0}, ${v1}) i`,
  );
  const [s0, s1] = range(0.1);
  await database.query(
    `insert into shows (title, description, is_publish) select ${title}, ${description}, true from generate_series(${s0}, ${s1}) i`,
  );
  const [e0, e1] = range(0.2);
  await database.query(
    `insert into episodes (show_id, title, description, is_publish, position)
     select (select min(id) from shows) + (i % greatest(1, (select count(*) from shows)::int)), ${title}, ${description}, true, i
     from generate_series(${e0}, ${e1}) i`,
  );
  // The steady state a running instance reaches through autovacuum: full-text index entries
  // merged out of the pending list, statistics current.
  await database.query('vacuum analyze');
}

const queries = [
  'chiken',
  'chicken curry',
  'spicy beef',
  'salmn',
  'vegan bowl',
  'mushroom risotto',
  'prawn tacos',
  'lamb',
];

/**
 * Typeahead latency over the searches above, asked in turn. `forget` (when given) runs before
 * each one, outside the timing: the kept searches are cleared, so every answer reads the database.
 */
async function latency(base: string, rounds: number, forget?: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < rounds + 16; i++) {
    const search = queries[i % queries.length]!;
    if (forget) await forget();
    const t = process.hrtime.bigint();
    const ask = () =>
      fetch(`${base}/v1/user/typeahead-search/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search }),
      });
    // A kept-alive connection the server closed while idle is retried once on a new one.
    const res = await ask().catch(ask);
    await res.arrayBuffer();
    // A refused answer (load shedding, rate limit) would measure nothing but the refusal.
    if (res.status !== 200) throw new Error(`typeahead "${search}" answered ${res.status}`);
    if (i >= 16) times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function catalogFigures(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-bench-catalog-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS_WORKER: 'false',
    // Speed is measured here, not load shedding: filling 100,000 items blocks the loop.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_DATABASE_WAIT_MS: '0',
  });
  // PGlite by default; BENCH_DATABASE_URL points at an empty PostgreSQL database instead.
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: null });
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const figures: Figures = {};

  await fill(database, 0, 10_000);
  const small = await latency(base, 200);
  figures['catalog.typeahead_10k.p50_ms'] = small.p50;
  figures['catalog.typeahead_10k.p95_ms'] = small.p95;

  // Page 1 of the recipe list against a bare route sending the same bytes.
  const body = await (await fetch(`${base}/v1/admin/user/youtube-recipe/`)).text();
  const list = await autocannon({
    url: `${base}/v1/admin/user/youtube-recipe/`,
    connections: 10,
    duration: 5,
  });
  figures['catalog.recipe_list.req_per_s'] = Math.round(list.requests.average);
  const bare = Fastify();
  bare.get('/', async (_req, reply) => reply.type('application/json').send(body));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;
  const baseline = await autocannon({ url: bareUrl, connections: 10, duration: 5 });
  figures['catalog.recipe_list_bare.req_per_s'] = Math.round(baseline.requests.average);
  figures['catalog.recipe_list.vs_bare_pct'] = Math.round(
    (list.requests.average / baseline.requests.average) * 100,
  );
  await bare.close();

  await fill(database, 10_000, 100_000);
  const large = await latency(base, 200);
  figures['catalog.typeahead_100k.p50_ms'] = large.p50;
  figures['catalog.typeahead_100k.p95_ms'] = large.p95;
  // The same searches with nothing kept: a catalog that changes between every two keystrokes.
  const cold = await latency(base, 200, () => invalidatePublicCache(app.ctx));
  figures['catalog.typeahead_100k_unkept.p50_ms'] = cold.p50;
  figures['catalog.typeahead_100k_unkept.p95_ms'] = cold.p95;

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return figures;
}

// `tsx catalog.ts` runs these figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  catalogFigures().then((f) => {
    console.table(f);
    const db = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
    const record = { at: new Date().toISOString(), node: process.version, database: db, figures: f };
    writeFileSync(
      path.join(import.meta.dirname, 'results', `catalog-${db}.json`),
      `${JSON.stringify(record, null, 2)}\n`,
    );
  });
}
