import { msg, type SubscribeSection } from '@simmer/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { homeSubscribeBlock, homeSubscribers } from '../../db/schema';
import { csvCell } from '../../lib/csv';
import { coverOf, type EditorForm } from './editor.form';
import { invalidateHome } from './section-cache.service';

export async function subscribeSection(ctx: AppContext): Promise<SubscribeSection> {
  const [row] = await ctx.db.select().from(homeSubscribeBlock).where(eq(homeSubscribeBlock.id, 1));
  return {
    title: row?.title ?? '',
    description: row?.description ?? '',
    image_1: row?.image1 ?? null,
    image_2: row?.image2 ?? null,
  };
}

/** Saves the block's texts and whichever of its two photos were sent. */
export async function saveSubscribeSection(
  ctx: AppContext,
  input: { title?: string; description?: string },
  form: EditorForm,
) {
  const set: Partial<typeof homeSubscribeBlock.$inferInsert> = { updatedAt: new Date() };
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  const [image1, image2] = [await coverOf(ctx, form, 'image_1'), await coverOf(ctx, form, 'image_2')];
  if (image1) set.image1 = image1;
  if (image2) set.image2 = image2;
  await ctx.db
    .insert(homeSubscribeBlock)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: homeSubscribeBlock.id, set });
  invalidateHome(ctx);
  return { msg: msg.homeEditorSubscribeUpdated, data: await subscribeSection(ctx) };
}

/**
 * Subscribes an address once: a repeated address answers the same confirmation, so the
 * form never tells a visitor whether someone else already subscribed it.
 */
export async function subscribe(ctx: AppContext, email: string) {
  const inserted = await ctx.db
    .insert(homeSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: homeSubscribers.id });
  return { created: inserted.length > 0, msg: msg.subscribeDone.replace('{email}', email) };
}

export async function subscriberCount(ctx: AppContext) {
  const [row] = await ctx.db.select({ n: count() }).from(homeSubscribers);
  return { count: row?.n ?? 0 };
}

/** Every subscriber, oldest first, as CSV (cells that could run as formulas are neutralised). */
export async function exportSubscribers(ctx: AppContext) {
  const rows = await ctx.db.select().from(homeSubscribers).orderBy(asc(homeSubscribers.id));
  const header = ['id', 'email', 'subscribed'];
  const lines = rows.map((r) => [r.id, r.email, r.createdAt.toISOString()].map(csvCell).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
