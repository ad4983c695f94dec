import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

export type StoredValue = string | number | null;

/** Every saved setting (a handful of rows). */
export async function savedSettings(db: Db): Promise<Map<string, StoredValue>> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  return new Map(rows.map((r) => [r.key, r.value ?? null]));
}

/** Saves values (inside the caller's transaction, when given one). */
export async function saveValues(db: Db, values: Record<string, StoredValue>, actorId: number | null) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedBy: actorId }));
  if (!rows.length) return;
  await db
    .insert(siteSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
}

/** Forgets saved values: those settings take their defaults again. */
export async function removeValues(db: Db, keys: readonly string[]) {
  if (keys.length) await db.delete(siteSettings).where(inArray(siteSettings.key, [...keys]));
}
