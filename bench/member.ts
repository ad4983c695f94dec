/**
 * The signed-in member's path (issue 32): each member request against a bare Fastify server
 * answering the same bytes, in the same run, at 50 connections, with the server (Simmer, then
 * the bare one) held to one core (`taskset`, core 0) and the load generator on the other, on the
 * embedded database and on PostgreSQL (BENCH_PG_URL, skipped when it does not answer). Beside
 * each figure, where one uncached request's time goes (before the handler: routing, hooks and the
 * token check; the handler: its database reads; serialisation), from one connection.
 * Results: bench/results/member-<database>.json and .md.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { SplitRow } from './serve';

type Figures = Record<string, number>;
const here = import.meta.dirname;
const seconds = Number(process.env.BENCH_MEMBER_SECONDS ?? 6);

/** Pins a process and its threads to one core; false when `taskset` is not there. */
function pin(pid: number, core: string) {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', core, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function child(script: string, env: Record<string, string>) {
  const proc = fork(path.join(here, script), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  const base = await new Promise<string>((resolve, reject) => {
    proc.once('message', (m) => resolve((m as { base: string }).base));
    proc.once('exit', (code) => reject(new Error(`${script} stopped (exit ${code})`)));
  });
  pin(proc.pid as number, '0');
  return { proc, base };
}

async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  await exited;
}

const ask = (proc: ChildProcess, split: 'reset' | 'report') =>
  new Promise<Record<string, SplitRow>>((resolve) => {
    if (split === 'reset') {
      proc.send({ split });
      resolve({});
      return;
    }
    proc.once('message', (m) => resolve((m as { split: Record<string, SplitRow> }).split));
    proc.send({ split });
  });

/** The member's requests: one name, the paths one view asks for. */
function memberRequests(recipeId: number): Array<[string, string[]]> {
  return [
    ['recipe_list', ['/v1/admin/user/youtube-recipe/']],
    ['video_list', ['/v1/admin/user/video/']],
    ['show_list', ['/v1/admin/user/show/']],
    ['home_data', ['/v1/admin/carousel-content/', '/v1/user/announcements/']],
    ['recipe_page', [`/v1/admin/user/youtube-recipe/${recipeId}/`]],
    ['timeline', ['/v1/community/posts/']],
    ['notifications', ['/v1/notifier/notifications/']],
    ['grocery_lists', ['/v1/grocery/lists/']],
  ];
}

async function load(base: string, paths: string[], headers: Record<string, string>, duration: number) {
  const r = await autocannon({
    url: base,
    connections: 50,
    duration,
    headers,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

export async function memberRun(db: 'pglite' | 'postgres', databaseUrl?: string) {
  const pinned = pin(process.pid, '1');
  const server = await child('serve.ts', {
    BENCH_SERVE_ENV: JSON.stringify({ PUBLIC_CACHE_SECONDS: '3600', HOME_CACHE_SECONDS: '3600' }),
    BENCH_SERVE_DATABASE_URL: databaseUrl ?? '',
    BENCH_SPLIT: '1',
  });
  const figures: Figures = {};
  const rows: string[] = [];
  try {
    const login = (await (
      await fetch(`${server.base}/v1/users/rest-auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'member@simmer.dev', password: 'Member2026' }),
      })
    ).json()) as { access_token: string };
    const headers = { authorization: `Bearer ${login.access_token}` };
    const list = (await (await fetch(`${server.base}/v1/admin/user/youtube-recipe/`)).json()) as {
      results: Array<{ id: number }>;
    };
    const requests = memberRequests(list.results[0]?.id ?? 1);
    // The bytes each path answers the member, for the bare server.
    const bodies: Record<string, string> = {};
    for (const [, paths] of requests)
      for (const p of paths) {
        const res = await fetch(`${server.base}${p}`, { headers });
        if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
        bodies[p] = await res.text();
      }
    // Where the time of one uncached request goes: one connection, answers not kept between.
    const split: Record<string, Record<string, SplitRow>> = {};
    for (const [name, paths] of requests) {
      await ask(server.proc, 'reset');
      await autocannon({
        url: server.base,
        connections: 1,
        amount: 200,
        headers,
        requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
      });
      split[name] = await ask(server.proc, 'report');
    }
    const real: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const [name, paths] of requests) {
      await load(server.base, paths, headers, 2);
      real[name] = await load(server.base, paths, headers, seconds);
    }
    await stop(server.proc);
    const dir = mkdtempSync(path.join(tmpdir(), 'simmer-bench-bare-'));
    const file = path.join(dir, 'bodies.json');
    writeFileSync(file, JSON.stringify(bodies));
    const bare = await child('bare.ts', { BENCH_BARE_BODIES: file });
    try {
      for (const [name, paths] of requests) {
        await load(bare.base, paths, {}, 2);
        const b = await load(bare.base, paths, {}, seconds);
        const r = real[name]!;
        const key = `member.${db}.${name}`;
        figures[`${key}.req_per_s`] = Math.round(r.rps);
        figures[`${key}.bare_req_per_s`] = Math.round(b.rps);
        figures[`${key}.vs_bare`] = Math.round((r.rps / b.rps) * 1000) / 1000;
        figures[`${key}.p99_ms`] = r.p99;
        if (r.non2xx || r.errors) figures[`${key}.non2xx`] = r.non2xx + r.errors;
        // The split per request, in microseconds, over the uncached requests of that view.
        const t = Object.values(split[name] ?? {}).reduce(
          (s, x) => ({
            n: s.n + x.requests - x.kept,
            kept: s.kept + x.kept,
            before: s.before + x.beforeMs,
            handler: s.handler + x.handlerMs,
            serialise: s.serialise + x.serialiseMs,
          }),
          { n: 0, kept: 0, before: 0, handler: 0, serialise: 0 },
        );
        const us = (ms: number, n: number) => (n ? Math.round((ms * 1000) / n) : 0);
        figures[`${key}.split_kept_pct`] = Math.round((t.kept / Math.max(1, t.n + t.kept)) * 100);
        figures[`${key}.split_auth_us`] = us(t.before, t.n + t.kept);
        figures[`${key}.split_database_us`] = us(t.handler, t.n);
        figures[`${key}.split_serialise_us`] = us(t.serialise, t.n);
        const verdict = r.rps / b.rps >= 0.25 && r.p99 <= 50 ? 'meets' : 'MISSES';
        rows.push(
          `| ${name} | ${Math.round(r.rps)} | ${Math.round(b.rps)} | ${(r.rps / b.rps).toFixed(3)}x | ${r.p99} | ${figures[`${key}.split_kept_pct`]}% | ${figures[`${key}.split_auth_us`]} / ${figures[`${key}.split_database_us`]} / ${figures[`${key}.split_serialise_us`]} | ${verdict} |`,
        );
      }
    } finally {
      await stop(bare.proc);
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await stop(server.proc);
  }
  const at = new Date().toISOString();
  const record = { at, node: process.version, database: db, pinned, seconds, connections: 50, figures };
  writeFileSync(path.join(here, 'results', `member-${db}.json`), `${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(
    path.join(here, 'results', `member-${db}.md`),
    [
      `# Member path, ${db} (${at})`,
      '',
      `Server (Simmer, then the bare one) on core 0${pinned ? '' : ' (NOT pinned: no taskset)'}, autocannon on core 1, 50 connections, 2 s warm-up, ${seconds} s measured, one round; the machine is shared with other work, so figures move between runs. Goal: >= 0.25x bare and p99 <= 50 ms. Split: microseconds per request before the handler (routing, hooks, token) / in the handler (database) / serialising, one connection; "kept" is the share served from the public cache.`,
      '',
      '| request | req/s | bare req/s | ratio | p99 ms | kept | split µs auth / db / serialise | goal |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
  return figures;
}

/** Both databases; PostgreSQL in a database of its own, skipped when the server does not answer. */
export async function memberFigures(): Promise<Figures> {
  const figures = await memberRun('pglite');
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.warn(`member: PostgreSQL not reachable at ${adminUrl} (${(err as Error).message}); skipped`);
    return figures;
  }
  const name = 'simmer_bench_member';
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    Object.assign(figures, await memberRun('postgres', url.toString()));
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
  return figures;
}

// `tsx member.ts` runs these figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  memberFigures().then((f) => console.table(f));
}
