import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The graph of server modules (decision 700): module A depends on module B when a non-test
 * file of A imports a file of B, value or type, static or dynamic. Two rules hold on it:
 * - no cycle: the modules stand like floors, each using only the ones below it;
 * - another module is reached only through its public files: `*.service.ts` (what it does),
 *   `*.read.ts` (what others may read of its tables) and `*.dto.ts` (its shapes). Its
 *   repository, routes, workers and helpers are its own.
 */

export interface ModuleFile {
  /** The module's folder under src/modules. */
  module: string;
  /** Path under src/modules, with `/` separators: `catalog/catalog.service.ts`. */
  name: string;
  text: string;
}

export interface ModuleImport {
  from: string;
  to: string;
  /** The importing file and the imported one, under src/modules (`to` without extension). */
  file: string;
  target: string;
}

/** Files another module may import: the public interface. */
export const isPublicFile = (target: string) => /\.(service|read|dto)$/.test(target.replace(/\.tsx?$/, ''));

const importPattern =
  /(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Every import of a file of another module. */
export function crossModuleImports(files: ModuleFile[]): ModuleImport[] {
  const modules = new Set(files.map((f) => f.module));
  const found: ModuleImport[] = [];
  for (const f of files) {
    for (const m of f.text.matchAll(importPattern)) {
      const spec = m[1] ?? m[2]!;
      if (!spec.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(f.name), spec));
      if (target.startsWith('..')) continue;
      const to = target.split('/')[0]!;
      if (to !== f.module && modules.has(to)) found.push({ from: f.module, to, file: f.name, target });
    }
  }
  return found;
}

/** Imports of another module's private files (anything but its service, read or dto files). */
export function privateImports(files: ModuleFile[]): string[] {
  return crossModuleImports(files)
    .filter((i) => !isPublicFile(i.target))
    .map(
      (i) =>
        `${i.file} imports ${i.target} (only the *.service, *.read and *.dto files of ${i.to} are public)`,
    );
}

/**
 * The cycles between modules, one per strongly connected group, each named by a closed path
 * through it with the file that makes each step: "a -> b -> a (a/x.ts imports b/y; b/z.ts imports a/w)".
 */
export function moduleCycles(files: ModuleFile[]): string[] {
  const imports = crossModuleImports(files);
  const edges = new Map<string, Map<string, ModuleImport>>();
  for (const f of files) edges.set(f.module, edges.get(f.module) ?? new Map());
  for (const i of imports) if (!edges.get(i.from)!.has(i.to)) edges.get(i.from)!.set(i.to, i);

  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of [...edges.get(v)!.keys()].sort()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const m of [...edges.keys()].sort()) if (!index.has(m)) visit(m);

  return groups.map((group) => {
    const members = new Set(group);
    const start = group[0]!;
    // The shortest way from the first module back to itself inside the group (breadth first).
    const parent = new Map<string, string>([[start, start]]);
    const queue = [start];
    let last: string | undefined;
    while (queue.length && last === undefined) {
      const v = queue.shift()!;
      for (const w of [...edges.get(v)!.keys()].sort()) {
        if (w === start) {
          last = v;
          break;
        }
        if (!members.has(w) || parent.has(w)) continue;
        parent.set(w, v);
        queue.push(w);
      }
    }
    const pathBack = [start];
    for (let v = last!; v !== start; v = parent.get(v)!) pathBack.unshift(v);
    pathBack.unshift(start);
    const steps = pathBack.slice(1).map((to, i) => edges.get(pathBack[i]!)!.get(to)!);
    const why = steps.map((s) => `${s.file} imports ${s.target}`).join('; ');
    return `${pathBack.join(' -> ')} (${why}); modules in the group: ${group.join(', ')}`;
  });
}

/**
 * The layers inside a module: a service takes plain arguments (never Fastify's request or
 * reply), a repository knows nothing of HTTP (no import from `http/`), and a transaction is
 * passed as the `Db` it is, never cast.
 */
export function layerBreaches(files: ModuleFile[]): string[] {
  const found: string[] = [];
  for (const f of files) {
    if (/\.service\.ts$/.test(f.name) && /\bFastify(Request|Reply)\b/.test(f.text))
      found.push(`${f.name} takes Fastify's request or reply (a service takes plain arguments)`);
    if (/\.repo\.ts$/.test(f.name) && /from\s+['"](\.\.\/)+http\//.test(f.text))
      found.push(`${f.name} imports from http/ (a repository knows nothing of HTTP)`);
    if (/\b(tx|trx|db) as (never|unknown as Db)\b/.test(f.text))
      found.push(`${f.name} casts a database executor (a transaction is a Db already)`);
  }
  return found;
}

/** What a file of a module may be called: `<subject>.<role>.ts`, or a private helper `<subject>.ts`. */
export const fileNamePattern = /^[a-z0-9]+(-[a-z0-9]+)*(\.(routes|service|repo|read|dto|form|workers))?\.ts$/;

/**
 * File names say what a file is: routes in `*.routes.ts` (the only files that `serve` the
 * endpoint table), job handlers in `*.workers.ts`, and no other dotted names.
 */
export function misnamedFiles(files: ModuleFile[]): string[] {
  const found: string[] = [];
  for (const f of files) {
    const base = f.name.split('/').at(-1)!;
    if (base === 'test-support.ts') continue;
    if (!fileNamePattern.test(base))
      found.push(`${f.name}: not <subject>.<routes|service|repo|read|dto|form|workers>.ts`);
    if (/\bserve\(/.test(f.text) && !base.endsWith('.routes.ts'))
      found.push(`${f.name}: serves routes outside a *.routes.ts file`);
    if (/\.jobs\.work\b/.test(f.text) && !base.endsWith('.workers.ts'))
      found.push(`${f.name}: registers job handlers outside a *.workers.ts file`);
  }
  return found;
}

/** The non-test source files of every module under `modulesDir`. */
export function readModuleFiles(modulesDir: string): ModuleFile[] {
  const files: ModuleFile[] = [];
  for (const module of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const dir = path.join(modulesDir, module.name);
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|\.d\.ts$|test-support\.ts$/.test(file)) continue;
      files.push({
        module: module.name,
        name: `${module.name}/${file.split(path.sep).join('/')}`,
        text: readFileSync(path.join(dir, file), 'utf8'),
      });
    }
  }
  return files;
}
