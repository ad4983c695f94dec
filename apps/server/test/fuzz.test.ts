import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../src/seed/accounts';
import { seedCommunity } from '../src/seed/community';
import { seedFaqs } from '../src/seed/faq';
import { createTestApp, signedIn, type TestApp } from './harness';

/**
 * Schema-driven fuzzing: every operation of the OpenAPI document, called as a visitor, a
 * member and the owner (staff holding every permission, so every admin entry is reached) with
 * missing, wrong-typed, oversized, NUL, deeply nested and malformed path parameters, queries
 * and bodies; and the tus endpoint (hidden from the document) with malformed tus headers and
 * bodies that are not tus. Any 5xx fails. The generator is seeded, so a failure repeats.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Call {
  method: string;
  path: string;
  op: Operation;
}

/** Mulberry32: a small deterministic generator. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** `n` distinct items, in a seeded order. */
const sampleOf = <T>(items: readonly T[], n: number): T[] =>
  items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, n)
    .map((x) => x.item);

const deep = (levels: number) => JSON.parse(`${'['.repeat(levels)}1${']'.repeat(levels)}`) as unknown;
const deepText = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const huge = 'x'.repeat(200_000);

/** Values that are wrong for some field: types, sizes, NUL, int4 edges, nesting. */
const badValues: unknown[] = [
  null,
  '',
  'a\u0000b',
  '\u0000',
  huge,
  -1,
  0,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  1.5,
  true,
  [],
  {},
  ['a\u0000'],
  { nested: { x: 'a\u0000' } },
  deep(200),
  'not-a-number',
  '2147483648',
  '../../etc/passwd',
  '<img src=x onerror=alert(1)>',
];
const badPathValues = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '1.5',
  'x'.repeat(5000),
  '%2e%2e',
];
const badQueryValues = ['abc', '%00', 'a%00b', '2147483648', '-5', 'x'.repeat(5000), '1e400', '%ZZ'];

function typeOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t) return t;
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  return first ? typeOf(first) : undefined;
}

/** A plausible value for a schema, so mutations of one field reach the services. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'text';
  if (schema.enum?.length) return schema.enum.find((e) => e !== null) ?? null;
  const inner = schema.anyOf ?? schema.oneOf;
  if (inner?.length) return sample(inner.find((s) => s.type !== 'null') ?? inner[0], depth + 1);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sample(v, depth + 1);
      return out;
    }
    default:
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a.png';
      return 'text';
  }
}

function multipart(fields: Record<string, string>, opts: { truncate?: boolean; boundary?: boolean } = {}) {
  const boundary = 'fuzzboundary42';
  let body = '';
  for (const [k, v] of Object.entries(fields)) {
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  }
  body += `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;
  body += opts.truncate ? 'partial' : `\r\n--${boundary}--\r\n`;
  return {
    payload: Buffer.from(body, 'latin1'),
    headers: {
      'content-type':
        opts.boundary === false ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
    },
  };
}

function requestsFor(call: Call): InjectOptions[] {
  const params = call.op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const validPath = (override: Record<string, string> = {}) =>
    `/v1${call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name in override) return override[name]!;
      const p = pathParams.find((x) => x.name === name);
      return typeOf(p?.schema) === 'integer' ? '1' : String(sample(p?.schema));
    })}`;
  const method = call.method.toUpperCase() as InjectOptions['method'];
  const out: InjectOptions[] = [];
  const add = (o: Partial<InjectOptions>) => out.push({ method, url: validPath(), ...o } as InjectOptions);

  add({});
  for (const p of pathParams) {
    for (const v of sampleOf(badPathValues, 4)) add({ url: validPath({ [p.name]: v }) });
  }
  for (const q of queryParams) {
    add({ url: `${validPath()}?${q.name}=${pick(badQueryValues)}` });
  }
  if (queryParams.length)
    add({ url: `${validPath()}?${queryParams.map((q) => `${q.name}=a%00&${q.name}=2147483648`).join('&')}` });
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method as string)) return out;

  const schema = call.op.requestBody?.content['application/json']?.schema;
  const base = (sample(schema) ?? {}) as Record<string, unknown>;
  const json = (payload: unknown) =>
    add({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
  json({});
  json([]);
  json(base);
  add({ payload: '{"a":', headers: { 'content-type': 'application/json' } });
  add({ payload: deepText(5000), headers: { 'content-type': 'application/json' } });
  add({
    payload: `{"a":${'['.repeat(5000)}1${']'.repeat(5000)}}`,
    headers: { 'content-type': 'application/json' },
  });
  add({ payload: 'text', headers: { 'content-type': 'text/plain' } });
  const fields = typeof base === 'object' && base && !Array.isArray(base) ? Object.keys(base) : [];
  const names = fields.length ? fields : ['title', 'name', 'text', 'id'];
  for (const field of sampleOf(names, 6)) json({ ...base, [field]: pick(badValues) });
  json(Object.fromEntries(names.map((n) => [n, pick(badValues)])));
  // Every field at once with a NUL, and with a huge integer.
  json(Object.fromEntries(names.map((n) => [n, 'nul\u0000'])));
  json(Object.fromEntries(names.map((n) => [n, 2_147_483_648])));
  // Multipart: valid, NUL fields, no boundary, truncated.
  const formFields = Object.fromEntries(names.map((n) => [n, String(base[n] ?? 'text')]));
  add(multipart(formFields));
  add(multipart(Object.fromEntries(names.map((n) => [n, 'a\u0000b']))));
  add(multipart(formFields, { boundary: false }));
  add(multipart(formFields, { truncate: true }));
  return out;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let calls: Call[];
  const roles: Record<string, Record<string, string>> = { visitor: {} };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000' });
    await seedAccounts(t.database.db);
    await seedFaqs(t.database.db);
    await seedCommunity(t.app.ctx);
    roles.member = (await signedIn(t)).headers;
    roles.staff = (await signedIn(t, { role: 'owner' })).headers;
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    // Event streams answer for as long as the client listens; a browser ingest starts a
    // transcoder. Both are covered by their own tests.
    const skipped = /^\/events$|\/livestream\/events\/|\/browser\/$/;
    calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(() => !skipped.test(path))
        .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map(([method, op]) => ({ method, path, op })),
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers no request with a 5xx', async () => {
    expect(calls.length).toBeGreaterThan(150);
    // The admin entries are in the document, reached by the owner.
    expect(calls.filter((c) => c.path.startsWith('/admin')).length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;
    const send = async (role: string, request: InjectOptions) => {
      let timer: NodeJS.Timeout | undefined;
      const res = await Promise.race([
        t.app.inject({ ...request, headers: { ...request.headers, ...roles[role] } }),
        new Promise<{ statusCode: number; body: string }>((resolve) => {
          timer = setTimeout(() => resolve({ statusCode: 599, body: 'no answer within 20 s' }), 20_000);
        }),
      ]).finally(() => clearTimeout(timer));
      sent += 1;
      if (res.statusCode >= 500) {
        const line = `${role} ${request.method} ${String(request.url).slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        console.log(line);
        failures.push(line);
      }
      return res.statusCode;
    };
    for (const call of calls) {
      // Sign-out would end the session the rest of the run uses.
      const ends = /logout/.test(call.path);
      const requests = requestsFor(call);
      // Which roles get past the access check: those walk every variant, in turn; a role
      // turned away answers its 401/403 before any input is read, so it is asked once.
      const admitted: string[] = [];
      for (const role of ['visitor', 'member', 'staff']) {
        if (ends && role !== 'visitor') continue;
        const status = await send(role, requests[0]!);
        if (status !== 401 && status !== 403) admitted.push(role);
      }
      if (!admitted.length) admitted.push('visitor');
      for (let i = 1; i < requests.length; i++) await send(admitted[i % admitted.length]!, requests[i]!);
    }
    expect(sent).toBeGreaterThan(2000);
    expect(failures, `${failures.length} of ${sent} requests answered 5xx`).toEqual([]);
  }, 600_000);

  it('answers no tus request with a 5xx', async () => {
    const tus = { 'tus-resumable': '1.0.0' };
    const failures: string[] = [];
    let sent = 0;
    const send = async (request: InjectOptions, role = 'member') => {
      const res = await t.app.inject({ ...request, headers: { ...roles[role], ...request.headers } });
      sent += 1;
      if (res.statusCode >= 500) {
        const line = `${role} ${request.method} ${String(request.url).slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        console.log(line);
        failures.push(line);
      }
      return res;
    };
    const created = async (length = 100) => {
      const res = await send({
        method: 'POST',
        url: '/v1/media/uploads/',
        headers: { ...tus, 'upload-length': String(length) },
      });
      expect(res.statusCode).toBe(201);
      return String(res.headers.location);
    };
    const own = await created();
    const others = String(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/media/uploads/',
          headers: { ...(await signedIn(t)).headers, ...tus, 'upload-length': '100' },
        })
      ).headers.location,
    );
    const numbers = [
      '',
      'abc',
      '-1',
      '1.5',
      '1e400',
      '99999999999999999999999',
      '0x10',
      ' 5',
      'x'.repeat(5000),
    ];
    const metadata = [
      'filename',
      'filename %%%',
      'filename YQ==,filename YQ==',
      `filename ${Buffer.from('a\u0000b').toString('base64')}`,
      `filename ${'QUFB'.repeat(5000)}`,
      ',,,',
      'a b c',
    ];
    const concat = ['partial', `final;${own} ${others}`, 'final;', 'final;/v1/x/ /v1/y/', 'nonsense'];
    const bodies: Partial<InjectOptions>[] = [
      { payload: '{"a":1}', headers: { 'content-type': 'application/json' } },
      { payload: '{"a":', headers: { 'content-type': 'application/json' } },
      { payload: 'text', headers: { 'content-type': 'text/plain' } },
      { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: Buffer.alloc(64), headers: { 'content-type': 'application/offset+octet-stream' } },
      { payload: Buffer.alloc(64), headers: { 'content-type': 'multipart/form-data' } },
      { payload: Buffer.alloc(64) },
    ];
    const requests: { request: InjectOptions; role?: string }[] = [];
    const add = (
      method: InjectOptions['method'],
      url: string,
      headers: Record<string, string>,
      body: Partial<InjectOptions> = {},
      role?: string,
    ) =>
      requests.push({
        request: {
          method,
          url,
          ...body,
          headers: { ...headers, ...(body.headers as Record<string, string>) },
        },
        role,
      });

    for (const role of ['visitor', 'member', 'staff']) {
      add('OPTIONS', '/v1/media/uploads/', {}, {}, role);
      add('POST', '/v1/media/uploads/', { ...tus, 'upload-length': '10' }, {}, role);
      add('HEAD', own, tus, {}, role);
    }
    // Creation: lengths, metadata, extensions not supported, versions, bodies.
    for (const v of numbers) add('POST', '/v1/media/uploads/', { ...tus, 'upload-length': v });
    for (const v of metadata)
      add('POST', '/v1/media/uploads/', { ...tus, 'upload-length': '10', 'upload-metadata': v });
    for (const v of concat)
      add('POST', '/v1/media/uploads/', { ...tus, 'upload-length': '10', 'upload-concat': v });
    for (const v of ['1', '0', 'abc'])
      add('POST', '/v1/media/uploads/', { ...tus, 'upload-defer-length': v });
    add('POST', '/v1/media/uploads/', { ...tus, 'upload-length': '10', 'upload-defer-length': '1' });
    for (const v of ['0.2.2', '2.0.0', ''])
      add('POST', '/v1/media/uploads/', { 'tus-resumable': v, 'upload-length': '10' });
    for (const body of bodies) add('POST', '/v1/media/uploads/', { ...tus, 'upload-length': '10' }, body);
    add('POST', '/v1/media/uploads/', { ...tus, 'upload-length': '10', 'upload-offset': '5' }, bodies[4]);
    add('POST', '/v1/media/uploads/1/', { ...tus, 'upload-length': '10' });
    // The upload's address: malformed ids, someone else's upload, an unknown one.
    const ids = [...badPathValues, 'AAAAAAAAAAAAAAAA', others.split('/').filter(Boolean).at(-1)!];
    for (const id of ids) {
      const url = `/v1/media/uploads/${id}/`;
      add('HEAD', url, tus);
      add('PATCH', url, { ...tus, 'upload-offset': '0' }, bodies[4]);
      add('DELETE', url, tus);
    }
    // Chunks: offsets, content types, bodies that are not tus, headers of other methods.
    for (const v of numbers) add('PATCH', own, { ...tus, 'upload-offset': v }, bodies[4]);
    for (const body of bodies) add('PATCH', own, { ...tus, 'upload-offset': '0' }, body);
    add('PATCH', own, { ...tus }, bodies[4]);
    add('PATCH', own, { 'upload-offset': '0' }, bodies[4]);
    add(
      'PATCH',
      own,
      { ...tus, 'upload-offset': '0' },
      { payload: Buffer.alloc(500), headers: { 'content-type': 'application/offset+octet-stream' } },
    );
    add('PATCH', own, { ...tus, 'upload-offset': '0', 'upload-length': '5000' }, bodies[4]);
    add('PATCH', own, { ...tus, 'upload-offset': '0', 'upload-concat': 'partial' }, bodies[4]);
    add('PATCH', own, { ...tus, 'upload-offset': '0', 'content-length': '999999' }, bodies[4]);
    add('HEAD', own, { ...tus, 'upload-concat': 'final;' });
    add('GET', own, tus);
    add('PUT', own, tus, bodies[4]);
    add('DELETE', others, tus);
    add(
      'PATCH',
      own,
      { ...tus, 'upload-offset': '0' },
      { payload: Buffer.alloc(100), headers: { 'content-type': 'application/offset+octet-stream' } },
    );
    add('PATCH', own, { ...tus, 'upload-offset': '100' }, bodies[4]);
    add('HEAD', own, tus);
    add('DELETE', own, tus);
    add('DELETE', own, tus);
    add('PATCH', own, { ...tus, 'upload-offset': '0' }, bodies[4]);

    for (const { request, role } of requests) {
      try {
        await send(request, role);
      } catch (err) {
        // A request light-my-request cannot form is not the server's answer.
        if (!(err instanceof TypeError)) throw err;
      }
    }
    expect(sent).toBeGreaterThan(80);
    expect(failures, `${failures.length} of ${sent} tus requests answered 5xx`).toEqual([]);
  }, 120_000);
});
