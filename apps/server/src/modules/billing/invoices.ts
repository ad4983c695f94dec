import { fillMessage, type Invoice, type InvoiceList, msg } from '@simmer/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { catalogItems } from '../catalog/catalog.read';
import type { PaymentRow } from './ledger';

const PAGE_SIZE = 20;
/** A payment still waiting for its 3-D Secure step after this long was abandoned by the member. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

const planName = (type: string) =>
  type === 'annual' ? msg.planAnnual : type === 'monthly' ? msg.planMonthly : msg.planPerEpisode;

/** Titles of the premium items in these ledger rows, keyed "video:12" / "episode:3". */
export async function itemTitles(db: Db, rows: Pick<PaymentRow, 'productType' | 'productId'>[]) {
  const refs = rows.flatMap((r) =>
    r.productType !== null && r.productId !== null ? [{ kind: r.productType, id: r.productId }] : [],
  );
  const titles = new Map<string, string>();
  for (const [key, item] of await catalogItems(db, refs, { published: false })) titles.set(key, item.title);
  return titles;
}

/** What a ledger row paid for, in words: "Monthly plan", "Renewal of the Annual plan", or the item's title. */
export function itemName(
  row: Pick<PaymentRow, 'kind' | 'membershipType' | 'productType' | 'productId'>,
  titles: Map<string, string>,
) {
  if (row.kind === 'product') {
    const title = titles.get(`${row.productType}:${row.productId}`);
    return title
      ? fillMessage(msg.itemProduct, { title })
      : fillMessage(msg.itemDeleted, { kind: row.productType ?? 'item' });
  }
  if (row.kind === 'upgrade') return msg.itemUpgrade;
  if (row.kind === 'gift') return msg.giftLedger;
  if (row.kind === 'trial') return fillMessage(msg.trialLedger, { plan: planName(row.membershipType) });
  if (row.kind === 'renewal') return fillMessage(msg.itemRenewal, { plan: planName(row.membershipType) });
  return fillMessage(msg.itemMembership, { plan: planName(row.membershipType) });
}

/**
 * GET payments/invoices/: the member's own payments that went through, newest first, with the
 * items named. Declined, unauthenticated and unfinished attempts stay in the admin ledger only.
 */
export async function listInvoices(ctx: AppContext, userId: number, page: number): Promise<InvoiceList> {
  const mine = and(eq(payments.userId, userId), eq(payments.status, 'succeeded'));
  const [total] = await ctx.db.select({ n: count() }).from(payments).where(mine);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(mine)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const titles = await itemTitles(ctx.db, rows);
  const n = Number(total?.n ?? 0);
  const abandonedBefore = ctx.config.now().getTime() - ABANDONED_AFTER_MS;
  const link = (p: number) => `/v1/payments/invoices/?page=${p}`;
  return {
    count: n,
    next: page * PAGE_SIZE < n ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows.map(
      (r): Invoice => ({
        id: r.id,
        created: r.createdAt.toISOString(),
        kind: r.kind,
        item: itemName(r, titles),
        product_type: r.productType,
        product_id: r.productId,
        amount: r.amountCents,
        currency: r.currency,
        // The row stays pending (the step can still be completed); the list says it was not.
        status: r.status === 'pending' && r.createdAt.getTime() < abandonedBefore ? 'incomplete' : r.status,
      }),
    ),
  };
}
