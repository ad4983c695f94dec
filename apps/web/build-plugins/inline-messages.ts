import path from 'node:path';
import MagicString from 'magic-string';
import { type Plugin, runnerImport } from 'vite';
import { declares, importsFromContracts, type Node, walk } from './ast.ts';

/**
 * The message catalogue (`msg` of @simmer/contracts) holds every text of the product, some
 * 50 KB; a page reads a few dozen. In the production build, each `msg.someKey` of the web app
 * becomes the string itself, so a page carries only its own texts and the catalogue loads
 * only where code uses `msg` as a whole (`msg[key]`, passing it on). The catalogue stays the
 * one source of the texts; development and tests read it as before.
 */
export function inlineMessages(): Plugin {
  let root = process.cwd();
  let catalogue: Record<string, unknown> = {};
  return {
    name: 'simmer-inline-messages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      // The catalogue's TypeScript source, run through Vite's module runner (Node cannot load it).
      const file = path.resolve(root, '../../packages/contracts/src/messages.ts');
      const { module } = await runnerImport<{ msg: Record<string, unknown> }>(file);
      catalogue = module.msg;
    },
    transform: {
      filter: { id: /[\\/]apps[\\/]web[\\/]src[\\/].*\.[jt]sx?$/, code: /\bmsg\./ },
      handler(code) {
        const program = this.parse(code) as unknown as Node;
        if (!importsFromContracts(program, 'msg') || declares(program, 'msg')) return null;
        const s = new MagicString(code);
        walk(program, (node, parent) => {
          if (node.type !== 'MemberExpression' || node.computed) return;
          const object = node.object as Node;
          const property = node.property as Node;
          if (object.type !== 'Identifier' || object.name !== 'msg') return;
          const value = catalogue[property.name as string];
          if (typeof value !== 'string') return;
          // Never a write (the catalogue is read-only, but stay safe).
          if (parent?.type === 'AssignmentExpression' && parent.left === node) return;
          s.overwrite(node.start, node.end, JSON.stringify(value));
        });
        return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) } : null;
      },
    },
  };
}
