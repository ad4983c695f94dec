import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules keep to their tables (decision 580). Each table belongs to the module named like
 * its schema file (a few overrides below). A module must not insert into, update or delete
 * from another module's table: it calls the owner. Nor does it import another module's
 * tables to read them: it calls the owner's read API (`<module>.read.ts`), which returns
 * rows, or a subquery or SQL fragment to use inside the caller's own query.
 */

const src = path.join(import.meta.dirname, '../src');
const schemaDir = path.join(src, 'db/schema');
const modulesDir = path.join(src, 'modules');

/** Schema files not named after the module that owns their tables. */
const fileOwners: Record<string, string> = {
  // The editor of the public home page is part of the home module (decision 700).
  'home-editor': 'home',
};

/** Tables whose owner is not the module their schema file names. */
const ownerOverrides: Record<string, string> = {
  // Payment locks and idempotency keys are shared by billing and store from a floor below both.
  paymentLocks: 'payments',
  idempotencyKeys: 'payments',
  // Written by the database only (triggers of migration 0023); nobody owns its writes.
  contentItems: '(database)',
};

/**
 * Owners' read interfaces placed a floor below the owner (decision 700), so the modules the
 * owner itself uses can read them: they import the owner's tables to read, never write them.
 */
const readsBelowOwner: Record<string, string[]> = {
  // The entitlement rule (catalog, media), over billing's memberships and purchases.
  payments: ['memberships', 'purchases'],
  // Counts and the caller's own reactions (catalog, community, reports), over engagement's tables.
  reactions: ['likes', 'bookmarks', 'comments'],
};

function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(schemaDir)) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(/g)) {
      const named = file.replace(/\.ts$/, '');
      owners.set(m[1]!, ownerOverrides[m[1]!] ?? fileOwners[named] ?? named);
    }
  }
  return owners;
}

interface SourceFile {
  module: string;
  /** Path under src/modules. */
  name: string;
  text: string;
}

function moduleFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  for (const module of readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, module);
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('.d.ts')) continue;
      files.push({ module, name: `${module}/${file}`, text: readFileSync(path.join(dir, file), 'utf8') });
    }
  }
  return files;
}

/** Value (not type-only) names a file imports from db/schema. */
function schemaImports(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'[./]*db\/schema(?:\/\w+)?'/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

const owners = tableOwners();
const files = moduleFiles();

/** Writes a file makes to a table another module owns. */
function foreignWrites(f: SourceFile): string[] {
  const found: string[] = [];
  for (const m of f.text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const owner = owners.get(m[2]!);
    if (owner && owner !== f.module) found.push(`${f.name}: ${m[1]} ${m[2]} (owned by ${owner})`);
  }
  return found;
}

/** Tables of another module a file imports (to read or write them). */
function foreignImports(f: SourceFile): string[] {
  const found: string[] = [];
  for (const name of schemaImports(f.text)) {
    const owner = owners.get(name);
    if (owner && owner !== f.module && !readsBelowOwner[f.module]?.includes(name))
      found.push(`${f.name}: ${name} (owned by ${owner})`);
  }
  return found;
}

describe('module boundaries', () => {
  it('knows the tables (the scan reads the schema)', () => {
    expect(owners.get('likes')).toBe('engagement');
    expect(owners.get('videos')).toBe('catalog');
    expect(owners.get('homeSubscribers')).toBe('home');
    expect(owners.get('carouselItems')).toBe('home');
    expect(owners.get('paymentLocks')).toBe('payments');
    expect(files.length).toBeGreaterThan(50);
  });

  it('finds a planted cross-module import and write, and passes type-only imports', () => {
    const planted: SourceFile = {
      module: 'grocery',
      name: 'grocery/planted.ts',
      text: [
        "import { groceryLists, users as accounts } from '../../db/schema';",
        "import type { videos } from '../../db/schema';",
        "import { type likes, comments } from '../../db/schema/engagement';",
        'await db.update(users).set({ firstName: "x" });',
        'await db.insert(groceryLists).values(row);',
      ].join('\n'),
    };
    expect(foreignImports(planted)).toEqual([
      'grocery/planted.ts: users (owned by auth)',
      'grocery/planted.ts: comments (owned by engagement)',
    ]);
    expect(foreignWrites(planted)).toEqual(['grocery/planted.ts: update users (owned by auth)']);
  });

  it('lets a read interface below its owner read the tables granted to it, never write them', () => {
    const planted: SourceFile = {
      module: 'reactions',
      name: 'reactions/planted.ts',
      text: ["import { likes, videos } from '../../db/schema';", 'await db.delete(likes);'].join('\n'),
    };
    expect(foreignImports(planted)).toEqual(['reactions/planted.ts: videos (owned by catalog)']);
    expect(foreignWrites(planted)).toEqual(['reactions/planted.ts: delete likes (owned by engagement)']);
  });

  it('lets no module insert into, update or delete from another module’s table', () => {
    expect(files.flatMap(foreignWrites)).toEqual([]);
  });

  it('lets no module import another module’s tables (it reads through the owner’s read API)', () => {
    expect(files.flatMap(foreignImports)).toEqual([]);
  });
});
