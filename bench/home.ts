/**
 * Public home-page data: requests per second of the section endpoints the public home page
 * loads (one page view = every path below once), against a bare Fastify server answering the
 * same bytes on the same paths. Run against the seeded demo instance.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startSeededApp } from './serve';

type Figures = Record<string, number>;

/** What /home-page-new requests, in the order the page asks. */
export const homeDataPaths = [
  '/v1/homepage/featured-top-left/',
  '/v1/homepage/featured-top-right/',
  '/v1/homepage/category-section/',
  '/v1/adminpanel/category-section-title/',
  '/v1/homepage/category-section/1/',
  '/v1/homepage/app-section/',
  '/v1/homepage/features-section/',
  '/v1/homepage/meet-the-expert/',
  '/v1/homepage/social-media-section/',
  '/v1/homepage/image-gallery-section/',
  '/v1/homepage/free-youtube-recipe-section/',
  '/v1/homepage/subscribe-section/',
];

async function hammer(base: string) {
  const r = await autocannon({
    url: base,
    connections: 10,
    duration: 5,
    requests: homeDataPaths.map((path) => ({ method: 'GET' as const, path })),
  });
  if (r.non2xx) throw new Error(`home data: ${r.non2xx} non-2xx answers`);
  return r;
}

export async function homeFigures(base: string): Promise<Figures> {
  // The bare server answers exactly the bytes the real one gives, with its content type.
  const bodies = new Map<string, { type: string; body: Buffer }>();
  for (const path of homeDataPaths) {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    bodies.set(path, {
      type: res.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await res.arrayBuffer()),
    });
  }
  const bare = Fastify({ logger: false });
  for (const [path, { type, body }] of bodies) bare.get(path, (_req, reply) => reply.type(type).send(body));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const real = await hammer(base);
  const baseline = await hammer(bareBase);
  await bare.close();

  const bytes = [...bodies.values()].reduce((n, b) => n + b.body.length, 0);
  return {
    'api.home_data.req_per_s': Math.round(real.requests.average),
    'api.home_data.page_views_per_s': Math.round(real.requests.average / homeDataPaths.length),
    'api.home_data.p99_ms': real.latency.p99,
    'api.home_data.bare_req_per_s': Math.round(baseline.requests.average),
    'api.home_data.vs_bare_pct': Math.round((real.requests.average / baseline.requests.average) * 100),
    'api.home_data.page_kb': Math.round(bytes / 1024),
  };
}

/**
 * On its own (`npx tsx home.ts`): the figures on PGlite, or on PostgreSQL when
 * BENCH_DATABASE_URL points at an empty database, written to results/home-<database>.json.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  const server = await startSeededApp({}, url);
  const figures = await homeFigures(server.base);
  await server.close();
  console.table(figures);
  const db = url ? 'postgres' : 'pglite';
  const record = { at: new Date().toISOString(), node: process.version, database: db, figures };
  writeFileSync(
    path.join(import.meta.dirname, 'results', `home-${db}.json`),
    `${JSON.stringify(record, null, 2)}\n`,
  );
}
