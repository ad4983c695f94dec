/**
 * The bare baseline in a process of its own: a Fastify server answering, on each path it is
 * given, the JSON another server answered there, parsed once and serialised by Fastify on every
 * request (the same bytes). Paths and bodies come as JSON in the file BENCH_BARE_BODIES; it sends
 * `{ base }` to its parent once listening and closes on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

if (process.send) {
  const bodies = JSON.parse(readFileSync(process.env.BENCH_BARE_BODIES ?? '', 'utf8')) as Record<
    string,
    string
  >;
  const bare = Fastify({ logger: false });
  for (const [url, body] of Object.entries(bodies)) {
    const held = JSON.parse(body) as unknown;
    bare.get(url, async () => held);
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  process.send({ base: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}` });
  process.once('SIGTERM', () => {
    void bare.close().then(() => process.exit(0));
  });
}
