import { countryName, fillMessage, money, msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type StoreAddress, storeOrderLines, type storeOrders } from '../../db/schema';
import { variantName } from '../../platform/store/embedded';
import { brandName } from '../settings/settings.read';

type OrderRow = typeof storeOrders.$inferSelect;

/** An address as it is written on a parcel. */
export function addressLines(a: StoreAddress): string {
  return [
    a.name,
    a.line1,
    a.line2,
    [a.postcode, a.city].filter(Boolean).join(' '),
    a.region,
    countryName(a.country),
  ]
    .filter((l) => l?.trim())
    .join('\n');
}

/**
 * A picture's address as a mail reader can open it: absolute addresses are kept, paths of this
 * site are prefixed with the public URL, anything else is left out (answers null).
 */
export function absoluteImage(base: string, image: string | null): string | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('/') && !image.startsWith('//')) return `${base}${image}`;
  return null;
}

/**
 * One line per item, with the chosen variant's picture as an absolute address (from the public
 * URL), for receipts, shipping and refund notices.
 */
export function receiptLines(
  lines: Array<{
    quantity: number;
    title: string;
    variantTitle: string;
    totalCents: number;
    image: string | null;
  }>,
  currency: string,
  base: string,
): string {
  return lines
    .map((l) => {
      const image = absoluteImage(base, l.image);
      return `${l.quantity} x ${variantName(l.title, l.variantTitle)} ${money(l.totalCents, currency)}${image ? `\n  ${image}` : ''}`;
    })
    .join('\n');
}

/** A placed order's lines as a mail writes them (receiptLines). */
async function orderLinesText(ctx: AppContext, order: OrderRow): Promise<string> {
  const lines = await ctx.db.select().from(storeOrderLines).where(eq(storeOrderLines.orderId, order.id));
  return receiptLines(
    lines.map((l) => ({
      quantity: l.quantity,
      title: l.productTitle,
      variantTitle: l.variantTitle,
      totalCents: l.unitPriceCents * l.quantity,
      image: l.imageUrl,
    })),
    order.currency,
    ctx.config.publicUrl,
  );
}

export const displayNumber = (o: OrderRow) =>
  o.source === 'shopify' && o.externalNumber ? o.externalNumber.replace(/^#/, '') : String(1000 + o.id);

/** Tells the buyer their order left, with the tracking number. Mail trouble is logged only. */
export async function sendShippedMail(ctx: AppContext, order: OrderRow, to: string) {
  try {
    const number = `#${displayNumber(order)}`;
    await ctx.mailer.send({
      to,
      subject: fillMessage(msg.storeShippedSubject, { brand: await brandName(ctx), number }),
      text: fillMessage(msg.storeShippedBody, {
        number,
        tracking: order.trackingNumber ?? '-',
        lines: await orderLinesText(ctx, order),
        address: order.shippingAddress ? addressLines(order.shippingAddress) : '-',
      }),
    });
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id }, 'store shipping mail failed');
  }
}

/** Tells the buyer their order was refunded, with the amount. Mail trouble is logged only. */
export async function sendRefundedMail(ctx: AppContext, order: OrderRow, to: string) {
  try {
    const number = `#${displayNumber(order)}`;
    await ctx.mailer.send({
      to,
      subject: fillMessage(msg.storeRefundedSubject, { brand: await brandName(ctx), number }),
      text: fillMessage(msg.storeRefundedBody, {
        number,
        total: money(order.totalCents, order.currency),
        lines: await orderLinesText(ctx, order),
      }),
    });
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id }, 'store refund mail failed');
  }
}
