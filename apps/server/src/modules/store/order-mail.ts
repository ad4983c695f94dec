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

/** One line per item, with the chosen variant's picture, for receipts and shipping notices. */
export function receiptLines(
  lines: Array<{
    quantity: number;
    title: string;
    variantTitle: string;
    totalCents: number;
    image: string | null;
  }>,
  currency: string,
): string {
  return lines
    .map(
      (l) =>
        `${l.quantity} x ${variantName(l.title, l.variantTitle)} ${money(l.totalCents, currency)}${l.image ? `\n  ${l.image}` : ''}`,
    )
    .join('\n');
}

export const displayNumber = (o: OrderRow) =>
  o.source === 'shopify' && o.externalNumber ? o.externalNumber.replace(/^#/, '') : String(1000 + o.id);

/** Tells the buyer their order left, with the tracking number. Mail trouble is logged only. */
export async function sendShippedMail(ctx: AppContext, order: OrderRow, to: string) {
  try {
    const lines = await ctx.db.select().from(storeOrderLines).where(eq(storeOrderLines.orderId, order.id));
    const number = `#${displayNumber(order)}`;
    await ctx.mailer.send({
      to,
      subject: fillMessage(msg.storeShippedSubject, { brand: await brandName(ctx), number }),
      text: fillMessage(msg.storeShippedBody, {
        number,
        tracking: order.trackingNumber ?? '-',
        lines: receiptLines(
          lines.map((l) => ({
            quantity: l.quantity,
            title: l.productTitle,
            variantTitle: l.variantTitle,
            totalCents: l.unitPriceCents * l.quantity,
            image: l.imageUrl,
          })),
          order.currency,
        ),
        address: order.shippingAddress ? addressLines(order.shippingAddress) : '-',
      }),
    });
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id }, 'store shipping mail failed');
  }
}
