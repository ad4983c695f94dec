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

/** A delivery address as entered at checkout; postcode checked per country. */
export interface StoreAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
}

/** A shipping method the admin offers, priced in cents; `countries` empty means everywhere. */
export const storeShippingRates = pgTable('store_shipping_rates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  countries: jsonb('countries').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** This variant's own picture (e.g. the navy hoodie); the product's picture when null. */
    imageUrl: text('image_url'),
    /** Units free to sell; null when stock is not counted (made to order). Reserved units are taken off. */
    stock: integer('stock'),
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
    /** Contact and delivery details given on the checkout page (embedded store). */
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<StoreAddress>(),
    shippingRateId: integer('shipping_rate_id').references(() => storeShippingRates.id, {
      onDelete: 'set null',
    }),
    /** While set and in the future, the lines' stock is held for this checkout. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
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
    /** Units of this line currently taken off the variant's stock for the checkout. */
    reserved: integer('reserved').notNull().default(0),
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

export const storeOrderStatuses = ['paid', 'fulfilled', 'shipped', 'refunded'] as const;

/**
 * A paid order: from an embedded checkout, or recorded from a Shopify order webhook
 * (`source` shopify, no checkout or payment of ours). Lines, address and shipping are copied
 * so the order reads the same after the catalogue changes.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    /** Null for a Shopify order whose e-mail belongs to no member. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: integer('checkout_id').references(() => storeCheckouts.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => storePayments.id),
    source: text('source', { enum: ['embedded', 'shopify'] })
      .notNull()
      .default('embedded'),
    /** Shopify's order id and name ("#1042") for orders recorded from its webhook. */
    externalId: text('external_id'),
    externalNumber: text('external_number'),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<StoreAddress>(),
    shippingMethod: text('shipping_method'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: storeOrderStatuses }).notNull().default('paid'),
    trackingNumber: text('tracking_number'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundRef: text('refund_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_orders_checkout_idx').on(t.checkoutId),
    uniqueIndex('store_orders_external_idx').on(t.source, t.externalId),
    index('store_orders_user_idx').on(t.userId, t.createdAt),
    index('store_orders_status_idx').on(t.status, t.createdAt),
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
  /** The chosen variant's picture at the time of the order. */
  imageUrl: text('image_url'),
});
