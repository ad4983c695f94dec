import { randomBytes } from 'node:crypto';
import { type BoxItemRef, type CollectionName, collectionLimits, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import { catalogItemKey, catalogItems } from '../catalog/catalog.read';
import { toCollectionDto, toCollectionItemDto } from './recipe-box.dto';
import * as repo from './recipe-box.repo';

const uniqueViolation = (e: unknown) =>
  (e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

async function ownCollection(ctx: AppContext, auth: Auth, id: number) {
  const row = await repo.findOwnCollection(ctx.db, auth.userId, id);
  // Another member's collection answers exactly like one that does not exist.
  if (!row) throw AppError.notFound(msg.collectionNotFound);
  return row;
}

/** Collections with their counts and covers (the newest item's picture). */
async function withFacts(ctx: AppContext, rows: repo.CollectionRow[], item?: BoxItemRef) {
  const facts = await repo.collectionFacts(
    ctx.db,
    rows.map((r) => r.id),
    item && { kind: item.content_type, id: item.content_id },
  );
  const byId = new Map(facts.map((f) => [f.collectionId, f]));
  const covers = await catalogItems(
    ctx.db,
    facts.map((f) => ({ kind: f.newestType, id: f.newestId })),
    { published: true },
  );
  return rows.map((r) => {
    const f = byId.get(r.id);
    const cover = f ? covers.get(catalogItemKey(f.newestType, f.newestId)) : undefined;
    return toCollectionDto(r, {
      itemCount: f?.n ?? 0,
      coverImage: cover?.titleImage ?? null,
      hasItem: Boolean(f?.hasItem),
    });
  });
}

async function oneWithFacts(ctx: AppContext, row: repo.CollectionRow) {
  const [dto] = await withFacts(ctx, [row]);
  return dto!;
}

export async function listCollections(ctx: AppContext, auth: Auth, page: PageRequest, item?: BoxItemRef) {
  const { rows, count } = await repo.pageOfCollections(ctx.db, auth.userId, page.offset, page.size);
  return { count, results: await withFacts(ctx, rows, item) };
}

export async function createCollection(ctx: AppContext, auth: Auth, input: CollectionName) {
  if ((await repo.collectionCount(ctx.db, auth.userId)) >= collectionLimits.perMember) {
    throw AppError.conflict(msg.collectionLimit);
  }
  if (await repo.nameTaken(ctx.db, auth.userId, input.name)) {
    throw AppError.conflict(msg.collectionNameTaken, { name: msg.collectionNameTaken });
  }
  try {
    const row = await repo.insertCollection(ctx.db, auth.userId, input.name, ctx.config.now());
    return { msg: msg.collectionCreated, data: await oneWithFacts(ctx, row) };
  } catch (e) {
    // Two tabs creating the same name at once: the unique index keeps one.
    if (uniqueViolation(e))
      throw AppError.conflict(msg.collectionNameTaken, { name: msg.collectionNameTaken });
    throw e;
  }
}

export async function renameCollection(ctx: AppContext, auth: Auth, id: number, input: CollectionName) {
  await ownCollection(ctx, auth, id);
  if (await repo.nameTaken(ctx.db, auth.userId, input.name, id)) {
    throw AppError.conflict(msg.collectionNameTaken, { name: msg.collectionNameTaken });
  }
  try {
    const row = await repo.updateCollection(ctx.db, id, { name: input.name, updatedAt: ctx.config.now() });
    return { msg: msg.collectionRenamed, data: await oneWithFacts(ctx, row) };
  } catch (e) {
    if (uniqueViolation(e))
      throw AppError.conflict(msg.collectionNameTaken, { name: msg.collectionNameTaken });
    throw e;
  }
}

export async function deleteCollection(ctx: AppContext, auth: Auth, id: number) {
  await ownCollection(ctx, auth, id);
  await repo.deleteCollection(ctx.db, id);
  return { msg: msg.collectionDeleted };
}

/** A page of items: only those a visitor may see (published), newest first. */
async function itemsPage(ctx: AppContext, collectionId: number, page: PageRequest) {
  const { rows, count } = await repo.pageOfItems(ctx.db, collectionId, page.offset, page.size);
  const found = await catalogItems(
    ctx.db,
    rows.map((r) => ({ kind: r.contentType, id: r.contentId })),
    { published: true },
  );
  const results = rows.flatMap((r) => {
    const item = found.get(catalogItemKey(r.contentType, r.contentId));
    return item ? [toCollectionItemDto(item, r.createdAt)] : [];
  });
  return { count, results };
}

export async function getCollection(ctx: AppContext, auth: Auth, id: number, page: PageRequest) {
  const row = await ownCollection(ctx, auth, id);
  return { collection: await oneWithFacts(ctx, row), ...(await itemsPage(ctx, id, page)) };
}

export async function addItem(ctx: AppContext, auth: Auth, id: number, item: BoxItemRef) {
  await ownCollection(ctx, auth, id);
  const found = await catalogItems(ctx.db, [{ kind: item.content_type, id: item.content_id }], {
    published: true,
  });
  if (!found.size) throw AppError.notFound(msg.collectionItemMissing);
  if ((await repo.itemCount(ctx.db, id)) >= collectionLimits.itemsPerCollection) {
    throw AppError.conflict(msg.collectionLimit);
  }
  const now = ctx.config.now();
  await repo.insertItem(ctx.db, id, item.content_type, item.content_id, now);
  const row = await repo.updateCollection(ctx.db, id, { updatedAt: now });
  return { msg: msg.collectionItemAdded, data: await oneWithFacts(ctx, row) };
}

export async function removeItem(ctx: AppContext, auth: Auth, id: number, item: BoxItemRef) {
  await ownCollection(ctx, auth, id);
  await repo.deleteItem(ctx.db, id, item.content_type, item.content_id);
  const row = await repo.updateCollection(ctx.db, id, { updatedAt: ctx.config.now() });
  return { msg: msg.collectionItemRemoved, data: await oneWithFacts(ctx, row) };
}

/** Shares by a fresh random token (24 bytes, unguessable); sharing again keeps the link. */
export async function share(ctx: AppContext, auth: Auth, id: number) {
  const own = await ownCollection(ctx, auth, id);
  const row = own.shareToken
    ? own
    : await repo.updateCollection(ctx.db, id, { shareToken: randomBytes(24).toString('base64url') });
  return { msg: msg.collectionShareCreated, data: await oneWithFacts(ctx, row) };
}

/** Revokes the link: the token is gone, so the old link answers 404. */
export async function unshare(ctx: AppContext, auth: Auth, id: number) {
  await ownCollection(ctx, auth, id);
  const row = await repo.updateCollection(ctx.db, id, { shareToken: null });
  return { msg: msg.collectionShareRevoked, data: await oneWithFacts(ctx, row) };
}

/** What anyone with the link reads: the name and the published items, nothing of the owner. */
export async function sharedCollection(ctx: AppContext, token: string, page: PageRequest) {
  const row = await repo.findShared(ctx.db, token);
  if (!row) throw AppError.notFound(msg.sharedCollectionNotFound);
  return { name: row.name, ...(await itemsPage(ctx, row.id, page)) };
}
