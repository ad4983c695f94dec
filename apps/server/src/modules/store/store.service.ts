import {
  type AddLineItemsSchema,
  addressErrors,
  type Checkout,
  type CheckoutDetailsSchema,
  type CreateCheckoutSchema,
  msg,
  paths,
  type RemoveLineItemsSchema,
  type StorePageQuery,
  type UpdateLineItemsSchema,
} from '@simmer/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { storeCheckouts, storeOrders, storeShippingRates } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { type CartData, releaseStock, reserveStock, type StoreBackend } from '../../platform/store';
import { storeTaxRateBps } from '../settings/settings.read';
import {
  emptyCheckout,
  type Shipping,
  toCheckoutDto,
  toCollectionDto,
  toPageDto,
  toProductDto,
} from './store.dto';

export type CheckoutRow = typeof storeCheckouts.$inferSelect;

/** The configured store, built once in `buildApp`. */
export const storeOf = (ctx: AppContext): StoreBackend => ctx.store;

// ---- catalogue ----

export async function listCollections(ctx: AppContext) {
  return { results: (await storeOf(ctx).collections()).map(toCollectionDto) };
}

export async function collectionProducts(ctx: AppContext, handle: string, q: StorePageQuery) {
  const page = await storeOf(ctx).collectionProducts(handle, q);
  if (!page) throw AppError.notFound(msg.storeCollectionNotFound);
  return toPageDto(page);
}

export async function listProducts(ctx: AppContext, q: StorePageQuery) {
  return toPageDto(await storeOf(ctx).products(q));
}

export async function getProduct(ctx: AppContext, idOrHandle: string) {
  const product = await storeOf(ctx).product(idOrHandle);
  if (!product) throw AppError.notFound(msg.storeProductNotFound);
  return toProductDto(product);
}

// ---- checkout ----

const hostedUrl = (ctx: AppContext, id: number) => `${ctx.config.publicUrl}${paths.storeCheckout(id)}`;

async function orderOf(ctx: AppContext, checkoutId: number) {
  const [order] = await ctx.db.select().from(storeOrders).where(eq(storeOrders.checkoutId, checkoutId));
  return order ?? null;
}

/** The shipping method chosen on a checkout, with its current price. */
export async function shippingOf(ctx: AppContext, row: CheckoutRow): Promise<Shipping | null> {
  if (!row.shippingRateId) return null;
  const [rate] = await ctx.db
    .select()
    .from(storeShippingRates)
    .where(eq(storeShippingRates.id, row.shippingRateId));
  return rate ? { rateId: rate.id, name: rate.name, cents: rate.priceCents } : null;
}

export async function checkoutDto(ctx: AppContext, row: CheckoutRow, cart?: CartData | null) {
  const current =
    cart !== undefined ? cart : row.externalRef ? await storeOf(ctx).cart(row.externalRef) : null;
  const order = row.status === 'paid' ? await orderOf(ctx, row.id) : null;
  return toCheckoutDto(
    row,
    current,
    order,
    hostedUrl(ctx, row.id),
    await shippingOf(ctx, row),
    await storeTaxRateBps(ctx),
  );
}

/**
 * How a checkout holds its units once the member reaches the payment step: for
 * STORE_RESERVATION_MINUTES, at most STORE_MAX_HELD_UNITS, and moved on only when paying.
 */
export const holdRules = (ctx: AppContext, extend: boolean) => {
  const now = ctx.config.now();
  return {
    now,
    until: new Date(now.getTime() + ctx.config.STORE_RESERVATION_MINUTES * 60_000),
    extend,
    maxUnits: ctx.config.STORE_MAX_HELD_UNITS,
  };
};

/** Shipping rates that deliver to a country (all active ones without a country). */
export async function shippingRatesFor(ctx: AppContext, country?: string) {
  const rows = await ctx.db
    .select()
    .from(storeShippingRates)
    .where(eq(storeShippingRates.active, true))
    .orderBy(storeShippingRates.position, storeShippingRates.priceCents, storeShippingRates.id);
  return rows.filter((r) => !country || r.countries.length === 0 || r.countries.includes(country));
}

export const toShippingRateDto = (r: typeof storeShippingRates.$inferSelect) => ({
  id: r.id,
  name: r.name,
  price: r.priceCents,
  countries: r.countries,
  active: r.active,
});

/**
 * PUT store/checkout/{id}/details/: contact e-mail, delivery address (postcode checked for
 * the country) and a shipping method that delivers there. Saving them is the payment step,
 * so the checkout's units are held for STORE_RESERVATION_MINUTES (409 when one sold out).
 */
export async function saveDetails(
  ctx: AppContext,
  auth: Auth,
  id: number,
  input: z.output<typeof CheckoutDetailsSchema>,
) {
  const row = await openCheckout(ctx, auth, id);
  if (row.provider !== 'embedded' || storeOf(ctx).kind !== 'embedded')
    throw AppError.conflict(msg.storePaidElsewhere);
  const errors = addressErrors(input.shipping_address);
  const prefixed = Object.fromEntries(Object.entries(errors).map(([k, v]) => [`shipping_address.${k}`, v]));
  if (Object.keys(errors).length) throw AppError.invalid(Object.values(errors)[0]!, prefixed);
  const rates = await shippingRatesFor(ctx, input.shipping_address.country);
  if (!rates.some((r) => r.id === input.shipping_rate_id)) {
    const text = rates.length ? msg.storeShippingUnavailable : msg.storeNoShippingRates;
    throw AppError.invalid(text, { shipping_rate_id: text });
  }
  const cart = await storeOf(ctx).cart(row.externalRef!);
  if (!cart || cart.lines.length === 0) throw AppError.invalid(msg.storeCheckoutEmptyPay);
  await reserveStock(ctx.db, row.id, holdRules(ctx, false));
  const [saved] = await ctx.db
    .update(storeCheckouts)
    .set({
      email: input.email,
      shippingAddress: input.shipping_address,
      shippingRateId: input.shipping_rate_id,
      updatedAt: ctx.config.now(),
    })
    .where(eq(storeCheckouts.id, row.id))
    .returning();
  return { msg: '', data: await checkoutDto(ctx, saved!, cart) };
}

/** Changing the lines of a checkout gives back what it held; the payment step holds again. */
async function afterLineChange(ctx: AppContext, row: CheckoutRow) {
  if (row.provider === 'embedded' && row.reservedUntil) await releaseStock(ctx.db, row.id);
  const [fresh] = await ctx.db.select().from(storeCheckouts).where(eq(storeCheckouts.id, row.id));
  return fresh ?? row;
}

/** A member's own checkout; anyone else's answers exactly like one that does not exist. */
export async function ownCheckout(ctx: AppContext, auth: Auth, id: number): Promise<CheckoutRow> {
  const [row] = await ctx.db
    .select()
    .from(storeCheckouts)
    .where(and(eq(storeCheckouts.id, id), eq(storeCheckouts.userId, auth.userId)));
  if (!row?.externalRef) throw AppError.notFound(msg.storeCheckoutNotFound);
  return row;
}

export async function openCheckout(ctx: AppContext, auth: Auth, id: number) {
  const row = await ownCheckout(ctx, auth, id);
  if (row.status !== 'open') throw AppError.conflict(msg.storeCheckoutPaid);
  return row;
}

async function openCart(ctx: AppContext, auth: Auth) {
  const [row] = await ctx.db
    .select()
    .from(storeCheckouts)
    .where(
      and(
        eq(storeCheckouts.userId, auth.userId),
        eq(storeCheckouts.status, 'open'),
        eq(storeCheckouts.kind, 'cart'),
      ),
    );
  return row?.externalRef ? row : null;
}

const touch = (ctx: AppContext, id: number) =>
  ctx.db.update(storeCheckouts).set({ updatedAt: ctx.config.now() }).where(eq(storeCheckouts.id, id));

/** GET store/checkout/: the member's open cart, or an empty one when there is none yet. */
export async function currentCart(ctx: AppContext, auth: Auth): Promise<Checkout> {
  const row = await openCart(ctx, auth);
  return row ? checkoutDto(ctx, row) : emptyCheckout(storeOf(ctx).kind);
}

export async function getCheckout(ctx: AppContext, auth: Auth, id: number) {
  return checkoutDto(ctx, await ownCheckout(ctx, auth, id));
}

type Lines = z.output<typeof AddLineItemsSchema>['line_items'];
const toLineInput = (lines: Lines) => lines.map((l) => ({ variantId: l.variant_id, quantity: l.quantity }));

/**
 * A new checkout row, then the store's cart behind it. The row is claimed first (the unique
 * index keeps one open cart per member); if the store refuses the lines, the row goes again.
 */
async function startCheckout(ctx: AppContext, auth: Auth, kind: CheckoutRow['kind'], lines: Lines) {
  const store = storeOf(ctx);
  const [row] = await ctx.db
    .insert(storeCheckouts)
    .values({ userId: auth.userId, provider: store.kind, kind })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  try {
    const cart = await store.createCart({ checkoutId: row.id, lines: toLineInput(lines) });
    const [saved] = await ctx.db
      .update(storeCheckouts)
      .set({ externalRef: cart.ref })
      .where(eq(storeCheckouts.id, row.id))
      .returning();
    return checkoutDto(ctx, saved!, cart);
  } catch (error) {
    await ctx.db.delete(storeCheckouts).where(eq(storeCheckouts.id, row.id));
    throw error;
  }
}

/** POST store/checkout/: fills the member's cart (created on first use), or starts a Buy Now checkout. */
export async function createCheckout(
  ctx: AppContext,
  auth: Auth,
  input: z.output<typeof CreateCheckoutSchema>,
) {
  if (input.buy_now) {
    const data = await startCheckout(ctx, auth, 'buy_now', input.line_items);
    return { msg: '', data: data! };
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await openCart(ctx, auth);
    if (existing) return addLines(ctx, auth, existing.id, input);
    const data = await startCheckout(ctx, auth, 'cart', input.line_items);
    if (data) return { msg: msg.storeAddedToCart, data };
  }
  throw AppError.conflict(msg.somethingWentWrong);
}

export async function addLines(
  ctx: AppContext,
  auth: Auth,
  id: number,
  input: z.output<typeof AddLineItemsSchema>,
) {
  const row = await afterLineChange(ctx, await openCheckout(ctx, auth, id));
  const cart = await storeOf(ctx).addLines(row.externalRef!, toLineInput(input.line_items));
  await touch(ctx, row.id);
  return { msg: msg.storeAddedToCart, data: await checkoutDto(ctx, row, cart) };
}

export async function updateLines(
  ctx: AppContext,
  auth: Auth,
  id: number,
  input: z.output<typeof UpdateLineItemsSchema>,
) {
  const row = await afterLineChange(ctx, await openCheckout(ctx, auth, id));
  const cart = await storeOf(ctx).updateLines(
    row.externalRef!,
    input.line_items.map((l) => ({ id: l.id, quantity: l.quantity })),
  );
  await touch(ctx, row.id);
  return { msg: '', data: await checkoutDto(ctx, row, cart) };
}

export async function removeLines(
  ctx: AppContext,
  auth: Auth,
  id: number,
  input: z.output<typeof RemoveLineItemsSchema>,
) {
  const row = await afterLineChange(ctx, await openCheckout(ctx, auth, id));
  const cart = await storeOf(ctx).removeLines(row.externalRef!, input.line_item_ids);
  await touch(ctx, row.id);
  return { msg: '', data: await checkoutDto(ctx, row, cart) };
}
