/** Reading the app's modules at build time: the syntax tree helpers the build plugins share. */

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
