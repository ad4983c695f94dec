import path from 'node:path';
import MagicString from 'magic-string';
import { type Plugin, runnerImport } from 'vite';

export type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

export function walk(
  node: Node,
  visit: (node: Node, parent: Node | null) => void,
  parent: Node | null = null,
) {
  visit(node, parent);
  for (const key in node) {
    const value = node[key];
    if (Array.isArray(value)) for (const item of value) isNode(item) && walk(item, visit, node);
    else if (isNode(value)) walk(value, visit, node);
  }
}

/** Names a pattern (parameter, variable, catch clause) declares. */
function boundNames(pattern: unknown, out: string[] = []): string[] {
  if (!isNode(pattern)) return out;
  if (pattern.type === 'Identifier') out.push(pattern.name as string);
  else if (pattern.type === 'ObjectPattern')
    for (const p of pattern.properties as Node[])
      boundNames(p.type === 'RestElement' ? p.argument : p.value, out);
  else if (pattern.type === 'ArrayPattern') for (const p of pattern.elements as unknown[]) boundNames(p, out);
  else if (pattern.type === 'AssignmentPattern') boundNames(pattern.left, out);
  else if (pattern.type === 'RestElement') boundNames(pattern.argument, out);
  return out;
}

/** Whether anything in the module other than its import declares a binding called `name`. */
export function declares(program: Node, name: string): boolean {
  let found = false;
  walk(program, (node) => {
    const declared =
      node.type === 'VariableDeclarator'
        ? boundNames(node.id)
        : node.type === 'CatchClause'
          ? boundNames(node.param)
          : node.type.includes('Function')
            ? [...boundNames(node.id), ...(node.params as unknown[]).flatMap((p) => boundNames(p))]
            : node.type === 'ClassDeclaration'
              ? boundNames(node.id)
              : [];
    if (declared.includes(name)) found = true;
  });
  return found;
}

/** Whether the module imports `name` from @simmer/contracts under its own name. */
export function importsFromContracts(program: Node, name: string): boolean {
  return (program.body as Node[]).some(
    (s) =>
      s.type === 'ImportDeclaration' &&
      (s.source as { value: string }).value === '@simmer/contracts' &&
      (s.specifiers as Node[]).some(
        (sp) =>
          sp.type === 'ImportSpecifier' &&
          (sp.imported as { name: string }).name === name &&
          (sp.local as { name: string }).name === name,
      ),
  );
}

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
