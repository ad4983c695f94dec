import path from 'node:path';
import type { EndpointDef } from '@simmer/contracts';
import MagicString from 'magic-string';
import { type Plugin, runnerImport } from 'vite';
import { declares, importsFromContracts, type Node, walk } from './ast.ts';

type Table = Record<string, Record<string, EndpointDef>>;

/** One module per group (`virtual:simmer-endpoints/home`), so each lands in the chunks that call it. */
const virtualPrefix = 'virtual:simmer-endpoints/';
const local = (group: string) => `__simmerEndpoints_${group}`;

/** What the web client reads of an entry (lib/api.ts): its method, path and, for files, answer kind. */
export function lightTable(table: Table) {
  return Object.fromEntries(
    Object.entries(table).map(([group, entries]) => [
      group,
      Object.fromEntries(
        Object.entries(entries).map(([name, e]) => [
          name,
          {
            method: e.method,
            path: e.path,
            ...(typeof e.response === 'string' ? { response: e.response } : {}),
          },
        ]),
      ),
    ]),
  );
}

/**
 * The endpoint table (`endpoints` of @simmer/contracts) carries every route's zod schemas, with
 * which the server checks what comes in and goes out. The web client reads only an entry's
 * method, path and answer kind; shipping the table as it is would put zod and every schema of the
 * API in the first load of every page (some 55 KB gzipped). In the production build:
 * - the table becomes those fields as literals, computed from the table itself at build time, so
 *   the two cannot differ (a schema a page uses itself, its form's, comes with that page);
 * - each group is a module export of its own and `endpoints.home` in the app's code reads that
 *   export, so a page carries the groups it calls, not the whole API.
 * Development and tests read the table as it is.
 */
export function lightEndpoints(): Plugin {
  let groups: Record<string, unknown> = {};
  let target = '';
  return {
    name: 'simmer-light-endpoints',
    apply: 'build',
    configResolved(config) {
      target = path.resolve(config.root, '../../packages/contracts/src/endpoints/index.ts');
    },
    async buildStart() {
      // The table's TypeScript source, run through Vite's module runner (Node cannot load it).
      const { module } = await runnerImport<{ endpoints: Table }>(target);
      groups = lightTable(module.endpoints);
    },
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${virtualPrefix}`))
        return `export const group = ${JSON.stringify(groups[id.slice(virtualPrefix.length + 1)])};\n`;
      // The table as a whole, for code that passes it on.
      if (path.resolve(id.split('?')[0] ?? id) === target) {
        const names = Object.keys(groups);
        return [
          ...names.map((g) => `import { group as ${local(g)} } from '${virtualPrefix}${g}';`),
          `export const endpoints = { ${names.map((g) => `${g}: ${local(g)}`).join(', ')} };`,
        ].join('\n');
      }
      return null;
    },
    transform: {
      filter: { id: /[\\/]apps[\\/]web[\\/]src[\\/].*\.[jt]sx?$/, code: /\bendpoints\./ },
      handler(code) {
        const program = this.parse(code) as unknown as Node;
        if (!importsFromContracts(program, 'endpoints') || declares(program, 'endpoints')) return null;
        const s = new MagicString(code);
        const used = new Set<string>();
        walk(program, (node) => {
          if (node.type !== 'MemberExpression' || node.computed) return;
          const object = node.object as Node;
          const group = (node.property as Node).name as string;
          if (object.type !== 'Identifier' || object.name !== 'endpoints' || !(group in groups)) return;
          used.add(group);
          s.overwrite(node.start, node.end, local(group));
        });
        if (!used.size) return null;
        s.prepend(
          [...used].map((g) => `import { group as ${local(g)} } from '${virtualPrefix}${g}';\n`).join(''),
        );
        return { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) };
      },
    },
  };
}
