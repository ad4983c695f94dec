import { type MemberRowItem, type MemberRowKey, type MemberRows, resumeFromSeconds } from '@simmer/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import {
  type CatalogItem,
  type CatalogKind,
  catalogItemKey,
  catalogItems,
  publishedCatalog,
  publishedLike,
} from '../catalog/catalog.read';
import { bookmarksOf } from '../reactions/reactions.read';
import * as repo from './watching.repo';

/** Items in each row. */
const rowSize = 12;
/** Saved items the "more like" row is drawn from: the most recent ones. */
const savedConsidered = 50;

type Ref = { kind: CatalogKind; id: number };

function toItem(item: CatalogItem, position: number | null): MemberRowItem | null {
  if (item.kind === 'youtube_recipe') return null;
  return {
    content_type: item.kind,
    id: item.id,
    title: item.title,
    title_image: item.titleImage ?? item.coverImage,
    is_premium: item.isPremium,
    show_name: item.showTitle,
    duration_seconds: item.durationSeconds,
    position_seconds: position,
  };
}

/** Published videos, episodes and shows added after `since`, newest first. */
async function publishedSince(ctx: AppContext, since: Date): Promise<Ref[]> {
  const { videos, episodes, shows } = publishedCatalog;
  const part = (kind: string, t: typeof videos | typeof episodes | typeof shows): SQL =>
    sql`select ${kind} as kind, ${t.id} as id, ${t.createdAt} as created from ${t} where ${t.createdAt} > ${since}`;
  const result = await ctx.db.execute(sql`
    select kind, id from (${part('video', videos)} union all ${part('episode', episodes)}
      union all ${part('show', shows)}) n
    order by created desc, id desc limit ${rowSize}`);
  const rows = ((result as { rows?: Ref[] }).rows ?? (result as unknown as Ref[])) as Ref[];
  return rows.map((r) => ({ kind: r.kind, id: Number(r.id) }));
}

/**
 * The member's own home rows (decision 890): "Continue watching" (started, not finished,
 * newest first), "New since your last visit" and "More like what you saved". Reading them
 * records the visit. A row with nothing in it is left out.
 */
export async function memberRows(ctx: AppContext, auth: Auth): Promise<MemberRows> {
  const db = ctx.db;
  const [started, previousVisit, saved, recent] = await Promise.all([
    repo.unfinishedPositions(db, auth.userId, resumeFromSeconds, rowSize),
    repo.recordVisit(db, auth.userId),
    bookmarksOf(db, auth.userId),
    repo.recentPositions(db, auth.userId, 200),
  ]);
  const finished = recent.filter((r) => r.finishedAt).map((r) => ({ kind: r.contentType, id: r.contentId }));
  const savedRefs = saved
    .filter((b): b is typeof b & { contentType: CatalogKind } => b.contentType !== 'user_post')
    .slice(-savedConsidered)
    .map((b) => ({ kind: b.contentType, id: b.contentId }));
  const [fresh, like] = await Promise.all([
    previousVisit ? publishedSince(ctx, previousVisit) : Promise.resolve([]),
    publishedLike(db, savedRefs, finished, rowSize),
  ]);
  const continueRefs = started.map((r) => ({ kind: r.contentType, id: r.contentId }));
  const items = await catalogItems(db, [...continueRefs, ...fresh, ...like], { published: true });
  const positions = new Map(
    started.map((r) => [catalogItemKey(r.contentType, r.contentId), r.positionSeconds]),
  );
  const build = (refs: Ref[]) =>
    refs.flatMap((r) => {
      const key = catalogItemKey(r.kind, r.id);
      const item = items.get(key);
      const out = item && toItem(item, positions.get(key) ?? null);
      return out ? [out] : [];
    });
  const rows: { key: MemberRowKey; items: MemberRowItem[] }[] = [
    { key: 'continue_watching', items: build(continueRefs) },
    { key: 'new_since_last_visit', items: build(fresh) },
    { key: 'more_like_saved', items: build(like) },
  ];
  return { rows: rows.filter((r) => r.items.length > 0) };
}
