import { msg, type SubscribeSection } from '@simmer/contracts';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { homeSubscribeBlock, homeSubscribers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { csvCell } from '../../lib/csv';
import { signValue, verifyValue } from '../../lib/signed-token';
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

const confirmPurpose = 'subscribe-confirm';

/**
 * Subscribes an address with double opt-in (decision 852): the address gets a link to confirm,
 * and only confirmed addresses receive mail. A repeated address answers the same message (and
 * gets the link again while unconfirmed), so the form never tells a visitor whether someone
 * else already subscribed it.
 */
export async function subscribe(ctx: AppContext, email: string) {
  const inserted = await ctx.db
    .insert(homeSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: homeSubscribers.id });
  const [row] = await ctx.db
    .select({ confirmedAt: homeSubscribers.confirmedAt })
    .from(homeSubscribers)
    .where(eq(sql`lower(${homeSubscribers.email})`, email.toLowerCase()));
  if (row && !row.confirmedAt) {
    const token = signValue(ctx.config.jwtSecret, confirmPurpose, email.toLowerCase());
    const link = `${ctx.config.publicUrl}/subscribe/confirm?token=${encodeURIComponent(token)}`;
    const brand = (await ctx.settings.get()).brand_name;
    await ctx.mailer.send({
      to: email,
      subject: `Confirm your subscription to ${brand}`,
      text: `Please confirm that you want mail from ${brand}:\n\n${link}\n\nIf you did not ask for it, ignore this mail: you will get nothing more.`,
    });
  }
  return { created: inserted.length > 0, msg: msg.subscribeConfirmSent.replace('{email}', email) };
}

/** The link of the confirmation mail: the address starts receiving mail. */
export async function confirmSubscription(ctx: AppContext, token: string) {
  const email = verifyValue(ctx.config.jwtSecret, confirmPurpose, token);
  if (!email) throw AppError.invalid(msg.subscribeConfirmInvalid);
  const lower = eq(sql`lower(${homeSubscribers.email})`, email);
  const [row] = await ctx.db.select({ id: homeSubscribers.id }).from(homeSubscribers).where(lower);
  if (!row) throw AppError.invalid(msg.subscribeConfirmInvalid);
  await ctx.db
    .update(homeSubscribers)
    .set({ confirmedAt: new Date() })
    .where(and(lower, isNull(homeSubscribers.confirmedAt)));
  return { msg: msg.subscribeConfirmed };
}

export async function subscriberCount(ctx: AppContext) {
  const [row] = await ctx.db.select({ n: count() }).from(homeSubscribers);
  return { count: row?.n ?? 0 };
}

/** Every subscriber, oldest first, as CSV (cells that could run as formulas are neutralised). */
export async function exportSubscribers(ctx: AppContext) {
  const rows = await ctx.db.select().from(homeSubscribers).orderBy(asc(homeSubscribers.id));
  const header = ['id', 'email', 'subscribed', 'confirmed'];
  const lines = rows.map((r) =>
    [r.id, r.email, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? ''].map(csvCell).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
