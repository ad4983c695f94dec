/**
 * Lighthouse on the built web app, served by the seeded demo instance: the public home and one
 * recipe page under Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown), and the
 * public home with the desktop preset. Each page is loaded BENCH_LIGHTHOUSE_RUNS times (3) and
 * the median run is kept (Lighthouse's own `computeMedianRun`), since one run on a busy machine
 * says little. Chromium is the system's (CHROME_PATH, /usr/bin/chromium); nothing is downloaded.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { bundleFigures, webDist } from './bundle';
import { homeDataPaths } from './home';

type Figures = Record<string, number>;

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

interface Target {
  name: string;
  path: string;
  config?: Config;
}

/**
 * The seeded instance in a process of its own: Lighthouse's work in this process must not
 * delay the answers it measures. Public answers are kept for the whole run (a busy site serves
 * them from its cache), and no job worker runs (demo clips queued by the seed would be
 * transcoding beside the page loads).
 */
async function startServer(): Promise<{ base: string; child: ChildProcess }> {
  const env = {
    LIVE_RTMP_PORT: '19400',
    WEB_DIST_DIR: webDist,
    PUBLIC_CACHE_SECONDS: '3600',
    HOME_CACHE_SECONDS: '3600',
  };
  const child = fork(path.join(import.meta.dirname, 'serve.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVE_ENV: JSON.stringify(env) },
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { base: string }).base));
    child.once('exit', (code) => reject(new Error(`the bench server stopped (exit ${code})`)));
  });
  return { base, child };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Every API answer the measured pages ask for, asked once: the runs then measure warm answers. */
async function warmUp(base: string, paths: string[]) {
  for (const p of paths) await (await fetch(`${base}${p}`)).arrayBuffer();
}

/** One Lighthouse load of `url`; a run whose trace Lighthouse could not read is tried again. */
async function audit(chrome: chromeLauncher.LaunchedChrome, url: string, config?: Config): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      config,
    );
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (result && !error) return result.lhr;
    // Chromium sometimes leaves the navigation start out of the trace (NO_NAVSTART): run again.
    if (attempt === 3) throw new Error(`${url}: ${error?.message}`);
    console.warn(`lighthouse: ${url}: ${error?.code}; trying again`);
  }
}

function figuresOf(prefix: string, lhr: Result): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((i) => i.resourceType === 'script');
  return {
    [`${prefix}.performance`]: lhr.categories.performance?.score ?? 0,
    [`${prefix}.fcp_ms`]: Math.round(value('first-contentful-paint')),
    [`${prefix}.lcp_ms`]: Math.round(value('largest-contentful-paint')),
    [`${prefix}.cls`]: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    [`${prefix}.tbt_ms`]: Math.round(value('total-blocking-time')),
    // Scripts as sent on that load (brotli), all of them, lazy ones included.
    ...(scripts && { [`${prefix}.script_kb`]: Math.round(scripts.transferSize / 1024) }),
  };
}

export async function lighthouseFigures(): Promise<Figures> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.warn('lighthouse: apps/web/dist is not built (npm run build); skipped');
    return {};
  }
  if (!existsSync(chromePath)) {
    console.warn(`lighthouse: no Chromium at ${chromePath} (set CHROME_PATH); skipped`);
    return {};
  }
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  // A folder for the median runs' full reports (open them in the Lighthouse viewer).
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  const server = await startServer();
  const figures: Figures = {};
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const recipes = (await (await fetch(`${server.base}/v1/admin/user/youtube-recipe/`)).json()) as {
      results: { id: number }[];
    };
    const recipe = recipes.results[0];
    if (!recipe) throw new Error('the demo catalogue has no recipe');
    await warmUp(server.base, [
      '/v1/site-config/',
      ...homeDataPaths,
      `/v1/admin/user/youtube-recipe/${recipe.id}/`,
      // The pages themselves: the server keeps the pages it draws as it keeps the answers.
      '/home-page-new',
      `/recipe/${recipe.id}`,
    ]);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const targets: Target[] = [
      { name: 'web.lh_home_mobile', path: '/home-page-new' },
      { name: 'web.lh_recipe_mobile', path: `/recipe/${recipe.id}` },
      { name: 'web.lh_home_desktop', path: '/home-page-new', config: desktopConfig },
    ];
    const benchmarks: number[] = [];
    for (const target of targets) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i++)
        results.push(await audit(chrome, `${server.base}${target.path}`, target.config));
      const median = computeMedianRun(results);
      if (reports) writeFileSync(path.join(reports, `${target.name}.json`), JSON.stringify(median));
      benchmarks.push(...results.map((r) => r.environment.benchmarkIndex));
      Object.assign(figures, figuresOf(target.name, median));
    }
    // How fast this machine was while it ran (Lighthouse's own CPU benchmark; higher is faster).
    benchmarks.sort((a, b) => a - b);
    figures['web.lh_benchmark_index'] = Math.round(benchmarks[Math.floor(benchmarks.length / 2)]!);
  } finally {
    await chrome?.kill();
    await stopServer(server.child);
  }
  return figures;
}

// `tsx lighthouse.ts` runs these figures (and the bundle's) alone, into results/lighthouse.json,
// with the verdict of their budgets (a missed one sets the exit code, as the full run does).
if (import.meta.url === `file://${process.argv[1]}`) {
  lighthouseFigures().then((f) => {
    const figures = { ...bundleFigures(), ...f };
    const budgets = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
    ) as Record<string, { max?: number; min?: number }>;
    const missed = (k: string, v: number) =>
      (budgets[k]?.max !== undefined && v > budgets[k].max) ||
      (budgets[k]?.min !== undefined && v < budgets[k].min);
    console.table(
      Object.entries(figures).map(([figure, now]) => ({
        figure,
        now,
        budget: budgets[figure] ? JSON.stringify(budgets[figure]) : '',
        verdict: budgets[figure] ? (missed(figure, now) ? 'OVER BUDGET' : 'ok') : '',
      })),
    );
    const record = {
      at: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      // The machine's load while it ran: Lighthouse's timings grow with it.
      load: loadavg().map((l) => Math.round(l * 10) / 10),
      figures,
    };
    writeFileSync(
      path.join(import.meta.dirname, 'results', 'lighthouse.json'),
      `${JSON.stringify(record, null, 2)}\n`,
    );
    if (Object.entries(figures).some(([k, v]) => missed(k, v))) process.exitCode = 1;
  });
}
