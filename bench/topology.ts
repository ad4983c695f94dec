/**
 * The production topology's throughput (decision 405): requests per second of page 1 of the
 * recipe list and of the public home data, through nginx, with two API processes behind it
 * against one, in the same run, on PostgreSQL. The topology is the CI stage's own
 * (scripts/topology/up.mjs: nginx round-robin over two `simmer start` with JOBS_WORKER=false,
 * Redis, s3rver, one worker); nginx has a second port whose upstream is the first process alone.
 * `topology.*.two_vs_one` is the ratio (budget: at least 1.7).
 *
 * Needs the local PostgreSQL server (TOPOLOGY_PG_URL, as up.mjs); skipped with a warning
 * when none answers. `tsx topology.ts` runs these figures alone into results/topology.json.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { homeDataPaths } from './home';

type Figures = Record<string, number>;
const scripts = path.join(import.meta.dirname, '../scripts/topology');
const stateFile = '/tmp/simmer-topology-bench.json';

async function hammer(title: string, base: string, paths: string[]) {
  const r = await autocannon({
    url: base,
    connections: 20,
    duration: 8,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  if (r.non2xx || r.errors)
    console.warn(`topology ${title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r.requests.average;
}

export async function topologyFigures(): Promise<Figures> {
  const adminUrl =
    process.env.TOPOLOGY_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const probe = new pg.Client({ connectionString: adminUrl });
  try {
    await probe.connect();
    await probe.end();
  } catch (err) {
    console.warn(`topology: PostgreSQL not reachable at ${adminUrl} (${(err as Error).message}); skipped`);
    return {};
  }
  const env = {
    ...process.env,
    TOPOLOGY_STATE: stateFile,
    TOPOLOGY_API_ENV: JSON.stringify({
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '1000000',
      // Throughput is measured, not load shedding: a saturated process keeps queueing.
      PRESSURE_MAX_DATABASE_WAIT_MS: '0',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
  };
  const run = (script: string) =>
    execFileSync(process.execPath, [path.join(scripts, script)], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  run('down.mjs');
  run('up.mjs');
  const figures: Figures = {};
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { url: string; singleUrl: string };
    const loads = {
      recipe_list: ['/v1/admin/user/youtube-recipe/'],
      home_data: homeDataPaths,
    };
    for (const [name, paths] of Object.entries(loads)) {
      for (const p of paths) {
        const res = await fetch(`${state.url}${p}`);
        if (!res.ok) throw new Error(`${p} answered ${res.status}`);
      }
      // A short warm-up of each side (JIT, connection pools), then the measured runs.
      await autocannon({ url: state.singleUrl, connections: 10, duration: 2 });
      await autocannon({ url: state.url, connections: 10, duration: 2 });
      const one = await hammer(`${name} (one process)`, state.singleUrl, paths);
      const two = await hammer(`${name} (two processes)`, state.url, paths);
      figures[`topology.${name}.one_req_per_s`] = Math.round(one);
      figures[`topology.${name}.two_req_per_s`] = Math.round(two);
      figures[`topology.${name}.two_vs_one`] = Math.round((two / one) * 100) / 100;
    }
  } finally {
    run('down.mjs');
  }
  return figures;
}

// `tsx topology.ts` runs these figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  topologyFigures().then((f) => {
    const budgets = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
    ) as Record<string, { min?: number; max?: number }>;
    console.table(
      Object.entries(f).map(([figure, now]) => {
        const b = budgets[figure];
        const ok = !b || ((b.min === undefined || now >= b.min) && (b.max === undefined || now <= b.max));
        return {
          figure,
          now,
          budget: b ? (b.min !== undefined ? `>= ${b.min}` : `<= ${b.max}`) : '',
          verdict: b ? (ok ? 'ok' : 'OVER BUDGET') : '',
        };
      }),
    );
    const record = { at: new Date().toISOString(), node: process.version, cpus: cpus().length, figures: f };
    writeFileSync(
      path.join(import.meta.dirname, 'results', 'topology.json'),
      `${JSON.stringify(record, null, 2)}\n`,
    );
  });
}
