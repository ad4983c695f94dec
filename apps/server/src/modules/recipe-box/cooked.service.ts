import { type BoxItemRef, type CookedBody, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { catalogItems } from '../catalog/catalog.read';
import * as repo from './recipe-box.repo';

/** The member's "Cooked it" history of one item, newest first. */
export async function history(ctx: AppContext, auth: Auth, item: BoxItemRef) {
  const rows = await repo.cookedOf(ctx.db, auth.userId, item.content_type, item.content_id);
  return { data: rows.map((r) => ({ id: r.id, cooked_on: r.cookedOn })) };
}

/** Marks an item cooked on a day: a real calendar day, no later than tomorrow (time zones ahead). */
export async function markCooked(ctx: AppContext, auth: Auth, input: CookedBody) {
  const day = new Date(`${input.cooked_on}T00:00:00Z`);
  const latest = new Date(ctx.config.now().getTime() + 86_400_000);
  if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(input.cooked_on) || day > latest) {
    throw AppError.invalid(msg.cookedDateInvalid, { cooked_on: msg.cookedDateInvalid });
  }
  const found = await catalogItems(ctx.db, [{ kind: input.content_type, id: input.content_id }], {
    published: true,
  });
  if (!found.size) throw AppError.notFound(msg.collectionItemMissing);
  const row = await repo.insertCooked(
    ctx.db,
    auth.userId,
    input.content_type,
    input.content_id,
    input.cooked_on,
    ctx.config.now(),
  );
  return { msg: msg.cookedSaved, data: { id: row.id, cooked_on: row.cookedOn } };
}

export async function removeCooked(ctx: AppContext, auth: Auth, id: number) {
  if (!(await repo.deleteOwnCooked(ctx.db, auth.userId, id))) throw AppError.notFound(msg.cookedNotFound);
  return { msg: msg.cookedRemoved };
}
