import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCheckouts, storeOrders } from '../../db/schema';

/**
 * What a delivery address keeps once its owner's account is deleted: the region and country
 * (what tax records need); the name, street, city and postcode go.
 */
const keepTaxPlace = (column: typeof storeOrders.shippingAddress | typeof storeCheckouts.shippingAddress) =>
  sql`case when ${column} is null then null else jsonb_build_object(
    'name', '', 'line1', '', 'line2', '', 'city', '', 'postcode', '',
    'region', coalesce(${column}->>'region', ''), 'country', coalesce(${column}->>'country', '')) end`;

/**
 * For an account being deleted: its store orders and checkouts forget the e-mail and the
 * delivery address (region and country stay); amounts, dates, items and statuses stay.
 */
export async function eraseBuyerDetailsOf(db: Db, userId: number) {
  await db
    .update(storeOrders)
    .set({ email: null, shippingAddress: keepTaxPlace(storeOrders.shippingAddress) })
    .where(eq(storeOrders.userId, userId));
  await db
    .update(storeCheckouts)
    .set({ email: null, shippingAddress: keepTaxPlace(storeCheckouts.shippingAddress) })
    .where(eq(storeCheckouts.userId, userId));
}
