import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintOpenApiDocument } from '../scripts/openapi';
import { operationId } from '../src/http/openapi';
import { createTestApp, type TestApp } from './harness';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  'x-access'?: string;
};

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as never;
  dir = mkdtempSync(path.join(tmpdir(), 'simmer-openapi-test-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([m, op]) => ({ path: p, method: m, op })),
  );

describe('the OpenAPI document (decision 448)', () => {
  it('passes Redocly lint with no error and no warning', async () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const { errors, warnings, problems } = await lintOpenApiDocument(file);
    expect(problems.map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
    expect({ errors, warnings }).toEqual({ errors: 0, warnings: 0 });
  }, 120_000);

  it('gives every operation a unique id, its security and the error responses it can produce', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(200);
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
    for (const { path: p, op } of ops) {
      const where = `${p} ${op.operationId}`;
      expect(op.operationId, where).toMatch(/^[a-z_]+_(get|post|put|patch|delete)[A-Za-z0-9]*$/);
      expect(op.security, where).toEqual(op['x-access'] === 'public' ? [] : [{ bearer: [] }]);
      expect(op.responses, where).toHaveProperty('400');
      expect(op.responses, where).toHaveProperty('503');
      if (op['x-access'] !== 'public') expect(op.responses, where).toHaveProperty('401');
      if (op['x-access'] === 'admin') expect(op.responses, where).toHaveProperty('403');
      if (p.includes('{')) expect(op.responses, where).toHaveProperty('404');
    }
    const login = doc.paths['/users/rest-auth/login/']!.post!;
    expect(login.security).toEqual([]);
    expect(login.responses).toHaveProperty('429');
  });

  it('lists null in every nullable enum', () => {
    const unit = doc.paths['/users/profile/']!.get!.responses['200'] as {
      content: { 'application/json': { schema: { properties: { unit_system: { enum: unknown[] } } } } };
    };
    expect(unit.content['application/json'].schema.properties.unit_system.enum).toContain(null);
    const missing: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const s = node as { nullable?: boolean; enum?: unknown[] };
      if (s.nullable && s.enum && !s.enum.includes(null)) missing.push(at);
      for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
    };
    walk(doc, '#');
    expect(missing).toEqual([]);
  });

  it('derives operation ids from module, method and path in one place', () => {
    expect(operationId('grocery', 'get', '/grocery/lists/{id}/recipes/{recipeId}/')).toBe(
      'grocery_getGroceryListsByIdRecipesByRecipeId',
    );
    expect(operationId('catalog', 'get', '/recipes/connected/{id}/chapters.vtt')).toBe(
      'catalog_getRecipesConnectedByIdChaptersVtt',
    );
  });
});
