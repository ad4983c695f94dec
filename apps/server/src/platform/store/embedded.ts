import { fillMessage, msg, storeLimits } from '@simmer/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  storeCheckoutLines,
  storeCollectionProducts,
  storeCollections,
  storeProducts,
  storeVariants,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  type CartData,
  type LineInput,
  type LineUpdate,
  type ProductPage,
  type StoreBackend,
  type StoreCollectionData,
  type StoreProductData,
  taxOf,
} from './store';

type ProductRow = typeof storeProducts.$inferSelect;
type CollectionRow = typeof storeCollections.$inferSelect;

/** Cursors are opaque to callers; here they carry the offset of the next product. */
const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const m = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return m ? Number(m[1]) : 0;
}

const toCollection = (c: CollectionRow): StoreCollectionData => ({
  id: String(c.id),
  handle: c.handle,
  title: c.title,
  description: c.description,
  image: c.imageUrl,
});

/** "Simmer Hoodie (Navy / M)", or the product title alone for a product without options. */
export const variantName = (title: string, variantTitle: string) =>
  variantTitle && variantTitle !== 'Default Title' ? `${title} (${variantTitle})` : title;

const numericId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : null);

const tooMany = () => {
  const text = fillMessage(msg.storeQuantityTooLarge, { max: String(storeLimits.maxQuantity) });
  return AppError.invalid(text, { quantity: text });
};

/** The store's tax and currency as the brand settings have them now (they may change while it runs). */
export type EmbeddedPricing = () => Promise<{ taxRateBps: number; currency: string }>;

/** The built-in catalogue and checkout on our own database. */
export function createEmbeddedStore(db: Db, opts: { pricing: EmbeddedPricing }): StoreBackend {
  async function withVariants(rows: ProductRow[]): Promise<StoreProductData[]> {
    if (rows.length === 0) return [];
    const { currency } = await opts.pricing();
    const variants = await db
      .select()
      .from(storeVariants)
      .where(
        inArray(
          storeVariants.productId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(storeVariants.position), asc(storeVariants.id));
    return rows.map((p) => {
      const own = variants.filter((v) => v.productId === p.id);
      const prices = own.map((v) => v.priceCents);
      return {
        id: String(p.id),
        handle: p.handle,
        title: p.title,
        description: p.description,
        image: p.imageUrl,
        options: p.options,
        variants: own.map((v) => ({
          id: String(v.id),
          title: v.title,
          priceCents: v.priceCents,
          available: v.available && v.stock !== 0,
          stock: v.stock,
          image: v.imageUrl ?? p.imageUrl,
          selectedOptions: p.options
            .filter((o) => v.selectedOptions[o.name] !== undefined)
            .map((o) => ({ name: o.name, value: v.selectedOptions[o.name]! })),
        })),
        priceCents: prices.length ? Math.min(...prices) : 0,
        currency,
        available: own.some((v) => v.available && v.stock !== 0),
      };
    });
  }

  async function page(rows: ProductRow[], total: number, offset: number, collection: CollectionRow | null) {
    const next = offset + rows.length;
    return {
      collection: collection ? toCollection(collection) : null,
      products: await withVariants(rows),
      hasNextPage: next < total,
      endCursor: rows.length ? encodeCursor(next) : null,
    } satisfies ProductPage;
  }

  async function cartOf(checkoutId: number): Promise<CartData> {
    const rows = await db
      .select({ line: storeCheckoutLines, variant: storeVariants, product: storeProducts })
      .from(storeCheckoutLines)
      .innerJoin(storeVariants, eq(storeVariants.id, storeCheckoutLines.variantId))
      .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
      .where(eq(storeCheckoutLines.checkoutId, checkoutId))
      .orderBy(asc(storeCheckoutLines.createdAt), asc(storeCheckoutLines.id));
    const lines = rows.map(({ line, variant, product }) => ({
      id: String(line.id),
      variantId: String(variant.id),
      productId: String(product.id),
      productHandle: product.handle,
      title: product.title,
      variantTitle: variant.title,
      image: variant.imageUrl ?? product.imageUrl,
      quantity: line.quantity,
      unitPriceCents: variant.priceCents,
      lineTotalCents: variant.priceCents * line.quantity,
    }));
    const subtotal = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
    const { taxRateBps, currency } = await opts.pricing();
    const tax = taxOf(subtotal, taxRateBps);
    return {
      ref: String(checkoutId),
      webUrl: null,
      lines,
      subtotalCents: subtotal,
      taxCents: tax,
      totalCents: subtotal + tax,
      currency,
    };
  }

  /** Only variants of published products that are for sale, and in stock, can go in a cart. */
  async function checkVariants(checkoutId: number, lines: LineInput[]) {
    const ids = lines.map((l) => numericId(l.variantId));
    const known = ids.every((id) => id !== null)
      ? await db
          .select({
            id: storeVariants.id,
            stock: storeVariants.stock,
            title: storeProducts.title,
            variantTitle: storeVariants.title,
          })
          .from(storeVariants)
          .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
          .where(
            and(
              inArray(storeVariants.id, ids as number[]),
              eq(storeVariants.available, true),
              eq(storeProducts.published, true),
            ),
          )
      : [];
    const found = new Set(known.map((k) => k.id));
    if (!ids.every((id) => id !== null && found.has(id))) {
      throw AppError.invalid(msg.storeVariantNotFound, { variant_id: msg.storeVariantNotFound });
    }
    // Counted stock: what is free now, plus what this checkout holds already.
    const inCart = await db
      .select()
      .from(storeCheckoutLines)
      .where(eq(storeCheckoutLines.checkoutId, checkoutId));
    for (const l of lines) {
      const v = known.find((k) => k.id === Number(l.variantId))!;
      if (v.stock === null) continue;
      const line = inCart.find((c) => c.variantId === v.id);
      const free = v.stock + (line?.reserved ?? 0);
      const name = variantName(v.title, v.variantTitle);
      if (free <= 0) {
        const text = fillMessage(msg.storeVariantSoldOut, { title: name });
        throw AppError.invalid(text, { variant_id: text });
      }
      if ((line?.quantity ?? 0) + l.quantity > free) {
        const text = fillMessage(msg.storeOnlyLeft, { count: String(free), title: name });
        throw AppError.invalid(text, { quantity: text });
      }
    }
  }

  async function add(checkoutId: number, lines: LineInput[]) {
    await checkVariants(checkoutId, lines);
    await db.transaction(async (tx) => {
      for (const l of lines) {
        // Adding a variant already in the cart raises its quantity (one line per variant).
        const [row] = await tx
          .insert(storeCheckoutLines)
          .values({ checkoutId, variantId: Number(l.variantId), quantity: l.quantity })
          .onConflictDoUpdate({
            target: [storeCheckoutLines.checkoutId, storeCheckoutLines.variantId],
            set: { quantity: sql`${storeCheckoutLines.quantity} + ${l.quantity}` },
          })
          .returning();
        if (row!.quantity > storeLimits.maxQuantity) throw tooMany();
      }
    });
  }

  async function ownLines(checkoutId: number, ids: string[]) {
    const numeric = ids.map(numericId);
    const rows = numeric.every((id) => id !== null)
      ? await db
          .select({ id: storeCheckoutLines.id })
          .from(storeCheckoutLines)
          .where(
            and(
              eq(storeCheckoutLines.checkoutId, checkoutId),
              inArray(storeCheckoutLines.id, numeric as number[]),
            ),
          )
      : [];
    if (rows.length !== new Set(ids).size) throw AppError.notFound(msg.storeLineNotFound);
  }

  return {
    kind: 'embedded',

    async collections() {
      const rows = await db
        .select()
        .from(storeCollections)
        .orderBy(asc(storeCollections.position), asc(storeCollections.id));
      return rows.map(toCollection);
    },

    async collectionProducts(handle, { first, after }) {
      const [collection] = await db
        .select()
        .from(storeCollections)
        .where(eq(storeCollections.handle, handle));
      if (!collection) return null;
      const where = and(
        eq(storeCollectionProducts.collectionId, collection.id),
        eq(storeProducts.published, true),
      );
      const offset = decodeCursor(after);
      const [total] = await db
        .select({ n: count() })
        .from(storeCollectionProducts)
        .innerJoin(storeProducts, eq(storeProducts.id, storeCollectionProducts.productId))
        .where(where);
      const rows = await db
        .select({ product: storeProducts })
        .from(storeCollectionProducts)
        .innerJoin(storeProducts, eq(storeProducts.id, storeCollectionProducts.productId))
        .where(where)
        .orderBy(asc(storeCollectionProducts.position), asc(storeProducts.id))
        .limit(first)
        .offset(offset);
      return page(
        rows.map((r) => r.product),
        total?.n ?? 0,
        offset,
        collection,
      );
    },

    async products({ first, after }) {
      const offset = decodeCursor(after);
      const where = eq(storeProducts.published, true);
      const [total] = await db.select({ n: count() }).from(storeProducts).where(where);
      const rows = await db
        .select()
        .from(storeProducts)
        .where(where)
        .orderBy(asc(storeProducts.position), asc(storeProducts.id))
        .limit(first)
        .offset(offset);
      return page(rows, total?.n ?? 0, offset, null);
    },

    async product(idOrHandle) {
      const id = numericId(idOrHandle);
      const [row] = await db
        .select()
        .from(storeProducts)
        .where(
          and(
            id !== null ? eq(storeProducts.id, id) : eq(storeProducts.handle, idOrHandle),
            eq(storeProducts.published, true),
          ),
        );
      if (!row) return null;
      const [product] = await withVariants([row]);
      return product ?? null;
    },

    async createCart({ checkoutId, lines }) {
      await add(checkoutId, lines);
      return cartOf(checkoutId);
    },

    async cart(ref) {
      const id = numericId(ref);
      return id === null ? null : cartOf(id);
    },

    async addLines(ref, lines) {
      await add(Number(ref), lines);
      return cartOf(Number(ref));
    },

    async updateLines(ref, updates: LineUpdate[]) {
      const checkoutId = Number(ref);
      await ownLines(
        checkoutId,
        updates.map((u) => u.id),
      );
      const current = await db
        .select({ line: storeCheckoutLines, variant: storeVariants, title: storeProducts.title })
        .from(storeCheckoutLines)
        .innerJoin(storeVariants, eq(storeVariants.id, storeCheckoutLines.variantId))
        .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
        .where(eq(storeCheckoutLines.checkoutId, checkoutId));
      for (const u of updates) {
        const row = current.find((c) => c.line.id === Number(u.id));
        if (!row || row.variant.stock === null) continue;
        const free = row.variant.stock + row.line.reserved;
        if (u.quantity > free) {
          const name = variantName(row.title, row.variant.title);
          const text =
            free <= 0
              ? fillMessage(msg.storeVariantSoldOut, { title: name })
              : fillMessage(msg.storeOnlyLeft, { count: String(free), title: name });
          throw AppError.invalid(text, { quantity: text });
        }
      }
      await db.transaction(async (tx) => {
        for (const u of updates) {
          await tx
            .update(storeCheckoutLines)
            .set({ quantity: u.quantity })
            .where(
              and(eq(storeCheckoutLines.id, Number(u.id)), eq(storeCheckoutLines.checkoutId, checkoutId)),
            );
        }
      });
      return cartOf(checkoutId);
    },

    async removeLines(ref, lineIds) {
      const checkoutId = Number(ref);
      await ownLines(checkoutId, lineIds);
      await db
        .delete(storeCheckoutLines)
        .where(
          and(
            eq(storeCheckoutLines.checkoutId, checkoutId),
            inArray(storeCheckoutLines.id, lineIds.map(Number)),
          ),
        );
      return cartOf(checkoutId);
    },
  };
}
