import { type EndpointDef, endpoints } from '@simmer/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEndpointEntries, serve } from '../src/http/endpoints';
import { createTestApp, type TestApp } from './harness';

describe('the endpoint table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served whole: every entry is a route of the app, with its access class', () => {
    const entries = Object.entries(endpoints).flatMap(([group, members]) =>
      Object.entries(members as Record<string, EndpointDef>).map(([name, e]) => ({
        id: `${group}.${name}`,
        e,
      })),
    );
    expect(entries.length).toBeGreaterThan(200);
    const missing = entries.filter(({ e }) => !t.app.hasRoute({ method: e.method, url: `/v1${e.path}` }));
    expect(missing.map((m) => m.id)).toEqual([]);
  });

  it('has one entry per method and path', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [group, members] of Object.entries(endpoints)) {
      for (const [name, e] of Object.entries(members as Record<string, EndpointDef>)) {
        const key = `${e.method} ${e.path}`;
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${group}.${name}`);
        seen.set(key, `${group}.${name}`);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe('a route without an entry', () => {
  it('stops the app from being built', async () => {
    const app = Fastify();
    const build = app.register(
      async (v1) => {
        requireEndpointEntries(v1);
        await v1.register(
          serve('grocery', { getList: endpoints.grocery.getList }, { getList: () => null as never }),
        );
        v1.get('/grocery/secret/', async () => ({}));
      },
      { prefix: '/v1' },
    );
    await expect(build.ready()).rejects.toThrow('GET /v1/grocery/secret/ has no entry in the endpoint table');
  });
});
