import { createHmac, timingSafeEqual } from 'node:crypto';
import { msg, type StoreOrderStatus } from '@simmer/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { storeOrderLines, storeOrders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toCents } from '../../platform/store/shopify';
import { userIdByLowerEmail } from '../auth/auth.read';

/** Shopify signs the raw body: base64 of HMAC-SHA256 with the app's webhook secret. */
export function verifyShopifyHmac(body: string, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(body, 'utf8').digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const money = z.union([z.string(), z.number()]).transform((v) => toCents(String(v)));
const address = z
  .object({
    name: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    address1: z.string().nullish(),
    address2: z.string().nullish(),
    city: z.string().nullish(),
    province_code: z.string().nullish(),
    province: z.string().nullish(),
    zip: z.string().nullish(),
    country_code: z.string().nullish(),
  })
  .nullish();

/** The fields of Shopify's order webhook payload (REST Order resource) that Simmer keeps. */
const ShopifyOrderSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  email: z.string().nullish(),
  contact_email: z.string().nullish(),
  created_at: z.string(),
  currency: z.string().default('USD'),
  financial_status: z.string().nullish(),
  fulfillment_status: z.string().nullish(),
  subtotal_price: money,
  total_tax: money.default(0),
  total_price: money,
  shipping_lines: z.array(z.object({ title: z.string().nullish(), price: money })).default([]),
  shipping_address: address,
  customer: z.object({ email: z.string().nullish() }).nullish(),
  line_items: z.array(
    z.object({
      title: z.string(),
      variant_title: z.string().nullish(),
      quantity: z.number().int(),
      price: money,
    }),
  ),
  fulfillments: z
    .array(z.object({ tracking_number: z.string().nullish(), status: z.string().nullish() }))
    .default([]),
  refunds: z.array(z.unknown()).default([]),
});
type ShopifyOrder = z.infer<typeof ShopifyOrderSchema>;

const recordedTopics = new Set([
  'orders/create',
  'orders/paid',
  'orders/updated',
  'orders/fulfilled',
  'orders/cancelled',
]);
const paidStates = new Set(['paid', 'partially_paid', 'partially_refunded', 'refunded']);

function statusOf(o: ShopifyOrder): { status: StoreOrderStatus; tracking: string | null } {
  const tracking = o.fulfillments.map((f) => f.tracking_number).find((t) => !!t) ?? null;
  if (o.financial_status === 'refunded') return { status: 'refunded', tracking };
  if (tracking) return { status: 'shipped', tracking };
  if (o.fulfillment_status === 'fulfilled') return { status: 'fulfilled', tracking: null };
  return { status: 'paid', tracking: null };
}

/**
 * POST store/shopify/webhook/: an order placed (or changed) on Shopify's checkout becomes a
 * Simmer order of the member with that e-mail, so their order history shows it. Signature
 * checked first (401 otherwise); replays and updates of the same order update one row.
 */
export async function handleShopifyWebhook(
  ctx: AppContext,
  body: string,
  headers: { hmac?: string; topic?: string },
) {
  const secret = ctx.config.SHOPIFY_WEBHOOK_SECRET;
  if (!secret || !verifyShopifyHmac(body, headers.hmac, secret))
    throw AppError.unauthorized(msg.storeWebhookSignatureInvalid);
  if (!headers.topic || !recordedTopics.has(headers.topic)) return { received: true, recorded: false };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw AppError.invalid(msg.somethingWentWrong);
  }
  const parsed = ShopifyOrderSchema.safeParse(json);
  if (!parsed.success) throw AppError.invalid(msg.somethingWentWrong);
  const o = parsed.data;
  if (!paidStates.has(o.financial_status ?? '')) return { received: true, recorded: false };

  const email = (o.email || o.contact_email || o.customer?.email || '').trim().toLowerCase() || null;
  const memberId = email ? await userIdByLowerEmail(ctx.db, email) : null;
  const a = o.shipping_address;
  const { status, tracking } = statusOf(o);
  const shippingCents = o.shipping_lines.reduce((n, l) => n + l.price, 0);
  const now = ctx.config.now();
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(storeOrders)
      .where(sql`${storeOrders.source} = 'shopify' and ${storeOrders.externalId} = ${o.id}`);
    const values = {
      userId: memberId,
      source: 'shopify' as const,
      externalId: o.id,
      externalNumber: o.name,
      email,
      shippingAddress: a
        ? {
            name: a.name ?? [a.first_name, a.last_name].filter(Boolean).join(' '),
            line1: a.address1 ?? '',
            line2: a.address2 ?? '',
            city: a.city ?? '',
            region: a.province_code ?? a.province ?? '',
            postcode: a.zip ?? '',
            country: a.country_code ?? '',
          }
        : null,
      shippingMethod:
        o.shipping_lines
          .map((l) => l.title)
          .filter(Boolean)
          .join(', ') || null,
      shippingCents,
      subtotalCents: o.subtotal_price,
      taxCents: o.total_tax,
      totalCents: o.total_price,
      currency: o.currency.toLowerCase(),
      status,
      trackingNumber: tracking,
      fulfilledAt: status === 'fulfilled' ? now : null,
      shippedAt: status === 'shipped' ? now : null,
      refundedAt: status === 'refunded' ? now : null,
    };
    if (existing) {
      await tx
        .update(storeOrders)
        .set({
          ...values,
          fulfilledAt: existing.fulfilledAt ?? values.fulfilledAt,
          shippedAt: existing.shippedAt ?? values.shippedAt,
          refundedAt: existing.refundedAt ?? values.refundedAt,
        })
        .where(eq(storeOrders.id, existing.id));
      return;
    }
    const [created] = await tx
      .insert(storeOrders)
      .values({ ...values, createdAt: new Date(o.created_at) })
      .onConflictDoNothing()
      .returning();
    if (!created) return;
    if (o.line_items.length)
      await tx.insert(storeOrderLines).values(
        o.line_items.map((l) => ({
          orderId: created.id,
          variantId: null,
          productTitle: l.title,
          variantTitle: l.variant_title ?? '',
          quantity: l.quantity,
          unitPriceCents: l.price,
          imageUrl: null,
        })),
      );
  });
  return { received: true, recorded: true };
}
