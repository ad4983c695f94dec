import { membershipTypes, msg } from '@simmer/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { membershipPrices } from '../../db/schema';

export type MembershipType = (typeof membershipTypes)[number];

const seeded = new WeakSet<Db>();

/** Inserts the configured default prices once; prices changed by an admin are never overwritten. */
async function ensurePrices(db: Db, config: Config) {
  if (seeded.has(db)) return;
  await db
    .insert(membershipPrices)
    .values([
      { membershipType: 'per_product', priceCents: config.PRICE_PER_PRODUCT_CENTS },
      { membershipType: 'monthly', priceCents: config.PRICE_MONTHLY_CENTS },
      { membershipType: 'annual', priceCents: config.PRICE_ANNUAL_CENTS },
    ])
    .onConflictDoNothing();
  seeded.add(db);
}

export async function listPrices(db: Db, config: Config) {
  await ensurePrices(db, config);
  const rows = await db.select().from(membershipPrices);
  const order = (t: MembershipType) => membershipTypes.indexOf(t);
  return rows
    .sort((a, b) => order(a.membershipType) - order(b.membershipType))
    .map((r) => ({ membership_type: r.membershipType, price: r.priceCents, trial_days: r.trialDays }));
}

/** The server's price in cents; a caller never sends one. */
export async function priceOf(db: Db, config: Config, type: MembershipType): Promise<number> {
  const prices = await listPrices(db, config);
  const found = prices.find((p) => p.membership_type === type);
  if (!found) throw new Error(`no price for ${type}`);
  return found.price;
}

/** The free days a new member gets before the plan's first charge (0: none). */
export async function trialDaysOf(db: Db, config: Config, type: 'monthly' | 'annual'): Promise<number> {
  const prices = await listPrices(db, config);
  return prices.find((p) => p.membership_type === type)?.trial_days ?? 0;
}

export async function updatePrices(
  db: Db,
  config: Config,
  prices: { membership_type: MembershipType; price: number; trial_days?: number }[],
) {
  await ensurePrices(db, config);
  for (const p of prices) {
    await db
      .insert(membershipPrices)
      .values({ membershipType: p.membership_type, priceCents: p.price, trialDays: p.trial_days ?? 0 })
      .onConflictDoUpdate({
        target: membershipPrices.membershipType,
        set: {
          priceCents: p.price,
          ...(p.trial_days !== undefined ? { trialDays: p.trial_days } : {}),
          updatedAt: sql`now()`,
        },
      });
  }
  return { msg: msg.pricesUpdated, data: await listPrices(db, config) };
}
