/**
 * Simmer's measured figures: API throughput on the embedded database, the web bundle's size
 * and Lighthouse on the built app (BENCH_LIGHTHOUSE=0 skips it). Results go to
 * bench/results/latest.json; the previous run's figures are shown beside the new ones, and
 * budgets (bench/budgets.json) are checked: a missed budget fails the run (exit code 1), never
 * the test suite.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { analyticsFigures } from './analytics';
import { bundleFigures } from './bundle';
import { catalogFigures } from './catalog';
import { containerFigures } from './containers';
import { homeFigures } from './home';
import { idleMemoryFigures } from './idle-memory';
import { imageMemoryFigures } from './image-memory';
import { lighthouseFigures } from './lighthouse';
import { liveFigures } from './live';
import { mediaFigures } from './media';
import { memberFigures } from './member';
import { newsletterFigures } from './newsletters';
import { scaleFigures } from './scale';
import { startSeededApp } from './serve';
import { topologyFigures } from './topology';

type Figures = Record<string, number>;
const here = import.meta.dirname;
const resultsDir = path.join(here, 'results');

async function apiFigures(): Promise<Figures> {
  const server = await startSeededApp();
  const { base } = server;
  const run = async (title: string, opts: Partial<autocannon.Options>) => {
    const r = await autocannon({ url: base, connections: 10, duration: 5, ...opts });
    // Refusals (a rate limit, a lost session) would be measured as fast answers.
    if (r.non2xx) throw new Error(`${title}: ${r.non2xx} non-2xx answers`);
    return r;
  };
  const figures: Figures = {};
  const health = await run('health', { url: `${base}/v1/health/` });
  figures['api.health.req_per_s'] = Math.round(health.requests.average);
  figures['api.health.p99_ms'] = health.latency.p99;
  const site = await run('site-config', { url: `${base}/v1/site-config/` });
  figures['api.site_config.req_per_s'] = Math.round(site.requests.average);
  const login = await run('login', {
    url: `${base}/v1/users/rest-auth/login/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@simmer.dev', password: 'Member2026' }),
    connections: 4,
  });
  figures['api.login.req_per_s'] = Math.round(login.requests.average);
  figures['api.login.p50_ms'] = login.latency.p50;
  const page = await run('spa', { url: `${base}/home-page-new` });
  figures['web.index_html.req_per_s'] = Math.round(page.requests.average);
  Object.assign(figures, await homeFigures(base));
  // A member's store page: one collection's first page of products (the seeded Apparel).
  const session = (await (
    await fetch(`${base}/v1/users/rest-auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@simmer.dev', password: 'Member2026' }),
    })
  ).json()) as { access_token: string };
  const store = await run('store products', {
    url: `${base}/v1/store/collections/apparel/products/`,
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  figures['api.store_products.req_per_s'] = Math.round(store.requests.average);
  figures['api.store_products.p99_ms'] = store.latency.p99;
  await server.close();
  return figures;
}

async function main() {
  const figures: Figures = {
    ...bundleFigures(),
    ...(await apiFigures()),
    ...(await mediaFigures()),
    // Peak memory of the built server under 32 uploads of a 24-megapixel image at once.
    ...(await imageMemoryFigures()).figures,
    // Resident memory of the idle server on the embedded defaults, 20 s after a restart.
    ...(await idleMemoryFigures()).figures,
    ...(await catalogFigures()),
    ...(await liveFigures()),
    // The signed-in member's requests against a bare server, one core, both databases (BENCH_MEMBER=0 skips it).
    ...(process.env.BENCH_MEMBER === '0' ? {} : await memberFigures()),
    ...(await newsletterFigures()),
    // Data at scale on PostgreSQL (skipped with a warning when no server answers; BENCH_SCALE=0 skips it).
    ...(process.env.BENCH_SCALE === '0' ? {} : await scaleFigures()),
    // The analytics page's requests over 10 million raw events rolled up, on PostgreSQL (BENCH_ANALYTICS=0 skips it).
    ...(process.env.BENCH_ANALYTICS === '0' ? {} : await analyticsFigures()),
    // Lighthouse on the built app in Chromium (skipped with a warning when the app is not built).
    ...(process.env.BENCH_LIGHTHOUSE === '0' ? {} : await lighthouseFigures()),
    // nginx over two API processes against one, on PostgreSQL (skipped likewise; BENCH_TOPOLOGY=0 skips it).
    ...(process.env.BENCH_TOPOLOGY === '0' ? {} : await topologyFigures()),
    // The container image's size (scripts/containers/ci.sh builds it; BENCH_CONTAINERS=0 skips it).
    ...(process.env.BENCH_CONTAINERS === '0' ? {} : containerFigures()),
  };
  mkdirSync(resultsDir, { recursive: true });
  const latest = path.join(resultsDir, 'latest.json');
  const previous = existsSync(latest) ? (JSON.parse(readFileSync(latest, 'utf8')).figures as Figures) : {};
  const budgets = JSON.parse(readFileSync(path.join(here, 'budgets.json'), 'utf8')) as Record<
    string,
    { max?: number; min?: number }
  >;
  const rows = Object.entries(figures).map(([k, v]) => {
    const b = budgets[k];
    const verdict = !b
      ? ''
      : (b.max !== undefined && v > b.max) || (b.min !== undefined && v < b.min)
        ? 'OVER BUDGET'
        : 'ok';
    return {
      figure: k,
      now: v,
      before: previous[k] ?? '-',
      budget: b ? (b.max !== undefined ? `<= ${b.max}` : `>= ${b.min}`) : '',
      verdict,
    };
  });
  console.table(rows);
  const record = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    figures,
  };
  writeFileSync(latest, `${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(
    path.join(resultsDir, `${record.at.slice(0, 10)}.json`),
    `${JSON.stringify(record, null, 2)}\n`,
  );
  // A missed budget (or a budgeted figure that was not measured) fails the run.
  const missed = rows.filter((r) => r.verdict === 'OVER BUDGET').map((r) => r.figure);
  const unmeasured = Object.keys(budgets).filter((k) => !(k in figures));
  if (unmeasured.length) console.error(`not measured: ${unmeasured.join(', ')}`);
  if (missed.length || unmeasured.length) {
    console.error(`budgets missed: ${missed.join(', ') || 'none'}`);
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
