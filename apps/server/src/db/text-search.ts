import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Typo-tolerant full-text search in two steps (the pg_trgm documentation's approach):
 * 1. each typed word is stemmed; a stem that no document contains is replaced by the
 *    closest words of the lexicon (`search_lexemes`, trigram similarity), so "chiken"
 *    becomes "chicken";
 * 2. the documents are searched by full text (GIN on the generated `search` column) with
 *    every word required and the last one also matched as a prefix (typeahead).
 * Step 1 touches a table of distinct words, step 2 an inverted index: both stay fast with
 * hundreds of thousands of items.
 */

/** A stem at least this close to a lexicon word counts as a typo of it ("chiken"/"chicken" 0.5, "lemn"/"lemon" 0.38). */
export const typoSimilarity = 0.3;
const alternativesPerWord = 3;

export interface Searchable {
  search: PgColumn;
}

/** Search text worth running: empty or a single character lists everything instead. */
export function effectiveSearch(text: string | undefined): string | null {
  const t = (text ?? '').trim();
  return t.length >= 2 ? t : null;
}

const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;

/** The tsquery (in `to_tsquery('simple', …)` syntax) for typed text, or null when nothing is searchable. */
export async function buildTsQuery(db: Db, text: string): Promise<string | null> {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
  if (!words.length) return null;
  const result = await db.execute<{
    word: string;
    stem: string | null;
    known: boolean;
    near: string[] | null;
  }>(sql`
    select w.word, s.stem, k.known,
      -- Alternatives are looked up only for a word no document contains: a known word's
      -- trigram neighbours ("dish1234" has thousands) are never used.
      case when k.known then null else (select array_agg(n.word) from (
        select l.word from search_lexemes l
        where l.word % s.stem and similarity(l.word, s.stem) >= ${typoSimilarity}
        order by l.word <-> s.stem limit ${alternativesPerWord}
      ) n) end as near
    from unnest(${sql.raw(`array[${words.map(quote).join(',')}]::text[]`)}) with ordinality as w(word, ord)
    cross join lateral (select (ts_lexize('english_stem', w.word))[1] as stem) s
    cross join lateral (select exists (select 1 from search_lexemes l where l.word = s.stem) as known) k
    order by w.ord`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  const parts: string[] = [];
  for (const row of rows as Array<{
    word: string;
    stem: string | null;
    known: boolean;
    near: string[] | null;
  }>) {
    if (!row.stem) continue; // a stop word ("the", "and")
    const options = [`${quote(row.stem)}:*`];
    if (!row.known) for (const n of row.near ?? []) options.push(quote(n));
    parts.push(options.length > 1 ? `(${options.join(' | ')})` : options[0]!);
  }
  return parts.length ? parts.join(' & ') : null;
}

export function matches(t: Searchable, tsQuery: string): SQL {
  return sql`${t.search} @@ to_tsquery('simple', ${tsQuery})`;
}

export function rank(t: Searchable, tsQuery: string): SQL<number> {
  return sql<number>`ts_rank(${t.search}, to_tsquery('simple', ${tsQuery}))`;
}
