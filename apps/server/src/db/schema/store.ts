import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One option of a product and the values it offers, in display order ("Colour": Black, Sand ...). */
export interface StoreOption {
  name: string;
  values: string[];
}

/** The embedded store's catalogue (used when no Shopify store is configured). */
export const storeProducts = pgTable(
  'store_products',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    options: jsonb('options').$type<StoreOption[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_products_handle_idx').on(t.handle),
    index('store_products_position_idx').on(t.position),
  ],
);

/** A sellable combination of option values, priced in cents. */
export const storeVariants = pgTable(
  'store_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Option name to value, e.g. {"Colour": "Black", "Size": "M"}. */
    selectedOptions: jsonb('selected_options').$type<Record<string, string>>().notNull().default({}),
    priceCents: integer('price_cents').notNull(),
    sku: text('sku'),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('store_variants_product_idx').on(t.productId, t.position)],
);

export const storeCollections = pgTable(
  'store_collections',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('store_collections_handle_idx').on(t.handle)],
);

export const storeCollectionProducts = pgTable(
  'store_collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => storeCollections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('store_collection_products_order_idx').on(t.collectionId, t.position),
  ],
);

/**
 * A member's checkout, whichever store serves it: `cart` is the one open basket a member
 * fills, `buy_now` a one-item checkout started from a product page. `externalRef` is the
 * store's own id (the Shopify cart id; for the embedded store, this row's id).
 */
export const storeCheckouts = pgTable(
  'store_checkouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['embedded', 'shopify'] }).notNull(),
    kind: text('kind', { enum: ['cart', 'buy_now'] })
      .notNull()
      .default('cart'),
    externalRef: text('external_ref'),
    status: text('status', { enum: ['open', 'paid'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_checkouts_user_idx').on(t.userId, t.status, t.kind),
    // One open cart per member, even when two first additions race.
    uniqueIndex('store_checkouts_open_cart_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open' and ${t.kind} = 'cart'`),
  ],
);

/** Lines of an embedded checkout (a Shopify cart keeps its own lines). */
export const storeCheckoutLines = pgTable(
  'store_checkout_lines',
  {
    id: serial('id').primaryKey(),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => storeCheckouts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => storeVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_checkout_lines_variant_idx').on(t.checkoutId, t.variantId)],
);

/**
 * Charge attempts on embedded checkouts, successful or not. The row is claimed on its
 * unique charge key before the processor is called, so one key never charges twice.
 */
export const storePayments = pgTable(
  'store_payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => storeCheckouts.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    processor: text('processor').notNull(),
    processorRef: text('processor_ref'),
    failureCode: text('failure_code'),
    chargeKey: text('charge_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_payments_charge_key_idx').on(t.chargeKey),
    index('store_payments_checkout_idx').on(t.checkoutId),
  ],
);

/** A paid checkout. Lines are copied so the order reads the same after the catalogue changes. */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => storeCheckouts.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => storePayments.id),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['paid'] })
      .notNull()
      .default('paid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_orders_checkout_idx').on(t.checkoutId),
    index('store_orders_user_idx').on(t.userId),
  ],
);

export const storeOrderLines = pgTable('store_order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => storeOrders.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id'),
  productTitle: text('product_title').notNull(),
  variantTitle: text('variant_title').notNull(),
  quantity: integer('quantity').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
});
