import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  crossModuleImports,
  layerBreaches,
  type ModuleFile,
  misnamedFiles,
  moduleCycles,
  privateImports,
  readModuleFiles,
} from './module-graph';

/**
 * Modules depend one way (decision 700): no cycle between modules, and another module is
 * reached only through its `*.service.ts`, `*.read.ts` or `*.dto.ts` files.
 * `node /work/shared/tools/module-cycles.mjs` prints the same cycles from the command line.
 */

const files = readModuleFiles(path.join(import.meta.dirname, '../src/modules'));

const file = (name: string, ...imports: string[]): ModuleFile => ({
  module: name.split('/')[0]!,
  name,
  text: imports.join('\n'),
});

describe('module graph', () => {
  it('reads the modules and their imports', () => {
    expect(new Set(files.map((f) => f.module)).size).toBeGreaterThan(15);
    expect(files.some((f) => f.name.endsWith('.test.ts'))).toBe(false);
    const edges = new Set(crossModuleImports(files).map((i) => `${i.from} -> ${i.to}`));
    expect(edges).toContain('catalog -> reactions');
    expect(edges).toContain('billing -> catalog');
  });

  it('fails on a planted cycle and names it, type and dynamic imports included', () => {
    const planted = [
      file('alpha/alpha.service.ts', "import { b } from '../beta/beta.service';"),
      file('beta/beta.service.ts', "import type { C } from '../gamma/gamma.read';"),
      file('gamma/gamma.read.ts', "const a = await import('../alpha/alpha.service');"),
      file('delta/delta.service.ts', "import { a } from '../alpha/alpha.service';"),
    ];
    expect(moduleCycles(planted)).toEqual([
      'alpha -> beta -> gamma -> alpha (alpha/alpha.service.ts imports beta/beta.service; ' +
        'beta/beta.service.ts imports gamma/gamma.read; gamma/gamma.read.ts imports alpha/alpha.service); ' +
        'modules in the group: alpha, beta, gamma',
    ]);
    // Cut one step and the floors stand.
    expect(moduleCycles(planted.slice(0, 2).concat(planted.slice(3)))).toEqual([]);
  });

  it('finds a planted cycle inside the real graph', () => {
    const planted = file('auth/planted.ts', "import { listReports } from '../reports/reports.service';");
    const [cycle] = moduleCycles([...files, planted]);
    expect(cycle).toMatch(
      /^auth -> reports -> (.* -> )?auth \(auth\/planted\.ts imports reports\/reports\.service;/,
    );
  });

  it('fails on an import of another module’s repository or other private file', () => {
    const planted = [
      file(
        'alpha/alpha.service.ts',
        "import * as repo from '../beta/beta.repo';",
        'import {\n  x,\n  y,\n} from "../beta/helpers";',
        "export { z } from '../beta/beta.read';",
        "import type { Row } from '../beta/beta.dto';",
        "import { own } from './alpha.repo';",
      ),
      file('beta/beta.read.ts'),
    ];
    expect(privateImports(planted)).toEqual([
      'alpha/alpha.service.ts imports beta/beta.repo (only the *.service, *.read and *.dto files of beta are public)',
      'alpha/alpha.service.ts imports beta/helpers (only the *.service, *.read and *.dto files of beta are public)',
    ]);
  });

  it('finds a planted service taking a request, a repository importing http/ and a cast transaction', () => {
    const planted = [
      file('alpha/alpha.service.ts', "import type { FastifyRequest } from 'fastify';"),
      file('alpha/alpha.repo.ts', "import { countAhead } from '../../http/pagination';"),
      file('alpha/alpha.routes.ts', "import type { FastifyRequest } from 'fastify';"),
      file('beta/beta.repo.ts', "import { paging } from '../../db/paging';"),
      file('beta/beta.service.ts', 'await db.transaction((tx) => repo.save(tx as never, row));'),
    ];
    expect(layerBreaches(planted)).toEqual([
      "alpha/alpha.service.ts takes Fastify's request or reply (a service takes plain arguments)",
      'alpha/alpha.repo.ts imports from http/ (a repository knows nothing of HTTP)',
      'beta/beta.service.ts casts a database executor (a transaction is a Db already)',
    ]);
  });

  it('keeps services free of the request, repositories free of http/ and transactions uncast', () => {
    expect(layerBreaches(files)).toEqual([]);
  });

  it('finds planted misnamed files', () => {
    const planted = [
      file('alpha/alpha.service.ts'),
      file('alpha/store.orders.ts'),
      file('alpha/price-rules.ts'),
      file('alpha/chapters.ts', "return serve('alpha', endpoints.alpha, {});"),
      file('alpha/replay.service.ts', 'await ctx.jobs.work(queue, run);'),
    ];
    expect(misnamedFiles(planted)).toEqual([
      'alpha/store.orders.ts: not <subject>.<routes|service|repo|read|dto|form|workers>.ts',
      'alpha/chapters.ts: serves routes outside a *.routes.ts file',
      'alpha/replay.service.ts: registers job handlers outside a *.workers.ts file',
    ]);
  });

  it('names every file of a module by what it is', () => {
    expect(misnamedFiles(files)).toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(moduleCycles(files)).toEqual([]);
  });

  it('reaches other modules only through their service, read and dto files', () => {
    expect(privateImports(files)).toEqual([]);
  });
});
