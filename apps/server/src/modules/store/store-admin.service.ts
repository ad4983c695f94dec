import {
  type AdminCollection,
  type AdminCollectionInputSchema,
  type AdminProduct,
  type AdminProductInputSchema,
  type AdminVariantInputSchema,
  fillMessage,
  msg,
  type ShippingRateInputSchema,
} from '@simmer/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { pageRequest } from '../../db/paging';
import {
  storeCollectionProducts,
  storeCollections,
  storeProducts,
  storeShippingRates,
  storeVariants,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { toShippingRateDto } from './store.service';

type ProductRow = typeof storeProducts.$inferSelect;
type VariantRow = typeof storeVariants.$inferSelect;
type ProductInput = z.output<typeof AdminProductInputSchema>;
type VariantInput = z.output<typeof AdminVariantInputSchema>;

/** "Simmer Hoodie" -> "simmer-hoodie". */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90) || 'item';

const toVariantDto = (v: VariantRow) => ({
  id: v.id,
  title: v.title,
  options: v.selectedOptions,
  price: v.priceCents,
  sku: v.sku ?? '',
  stock: v.stock,
  available: v.available,
  image: v.imageUrl,
});

async function toProducts(ctx: AppContext, rows: ProductRow[]): Promise<AdminProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const variants = await ctx.db
    .select()
    .from(storeVariants)
    .where(inArray(storeVariants.productId, ids))
    .orderBy(asc(storeVariants.position), asc(storeVariants.id));
  const links = await ctx.db
    .select()
    .from(storeCollectionProducts)
    .where(inArray(storeCollectionProducts.productId, ids));
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    handle: p.handle,
    description: p.description,
    image: p.imageUrl,
    option_names: p.options.map((o) => o.name),
    published: p.published,
    collection_ids: links.filter((l) => l.productId === p.id).map((l) => l.collectionId),
    variants: variants.filter((v) => v.productId === p.id).map(toVariantDto),
  }));
}

async function productRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(storeProducts).where(eq(storeProducts.id, id));
  if (!row) throw AppError.notFound(msg.storeProductNotFound);
  return row;
}

export async function adminProduct(ctx: AppContext, id: number) {
  return (await toProducts(ctx, [await productRow(ctx, id)]))[0]!;
}

export async function adminProducts(ctx: AppContext, page: number) {
  const p = pageRequest(page, 20);
  const [total] = await ctx.db.select({ n: count() }).from(storeProducts);
  const rows = await ctx.db
    .select()
    .from(storeProducts)
    .orderBy(asc(storeProducts.position), asc(storeProducts.id))
    .limit(p.size)
    .offset(p.offset);
  return { page: p, count: total?.n ?? 0, results: await toProducts(ctx, rows) };
}

async function uniqueHandle(
  ctx: AppContext,
  table: typeof storeProducts | typeof storeCollections,
  handle: string,
  id?: number,
) {
  const [taken] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(id ? and(eq(table.handle, handle), ne(table.id, id)) : eq(table.handle, handle));
  if (taken) throw AppError.conflict(msg.storeHandleTaken, { handle: msg.storeHandleTaken });
}

async function checkCollections(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return;
  const found = await ctx.db
    .select({ id: storeCollections.id })
    .from(storeCollections)
    .where(inArray(storeCollections.id, ids));
  if (found.length !== new Set(ids).size)
    throw AppError.invalid(msg.storeCollectionNotFound, { collection_ids: msg.storeCollectionNotFound });
}

/** Option values are those the variants use, in the order they first appear. */
async function refreshOptions(ctx: AppContext, productId: number, names: string[]) {
  const variants = await ctx.db
    .select()
    .from(storeVariants)
    .where(eq(storeVariants.productId, productId))
    .orderBy(asc(storeVariants.position), asc(storeVariants.id));
  const options = names.map((name) => ({
    name,
    values: [...new Set(variants.map((v) => v.selectedOptions[name]).filter((v): v is string => !!v))],
  }));
  await ctx.db.update(storeProducts).set({ options }).where(eq(storeProducts.id, productId));
}

async function setCollections(ctx: AppContext, productId: number, ids: number[]) {
  await ctx.db.delete(storeCollectionProducts).where(eq(storeCollectionProducts.productId, productId));
  for (const collectionId of ids) {
    const [last] = await ctx.db
      .select({ n: sql<number>`coalesce(max(${storeCollectionProducts.position}), -1)` })
      .from(storeCollectionProducts)
      .where(eq(storeCollectionProducts.collectionId, collectionId));
    await ctx.db
      .insert(storeCollectionProducts)
      .values({ collectionId, productId, position: Number(last?.n ?? -1) + 1 })
      .onConflictDoNothing();
  }
}

export async function createProduct(ctx: AppContext, input: ProductInput) {
  const handle = input.handle ?? slugify(input.title);
  await uniqueHandle(ctx, storeProducts, handle);
  await checkCollections(ctx, input.collection_ids);
  const [last] = await ctx.db
    .select({ n: sql<number>`coalesce(max(${storeProducts.position}), -1)` })
    .from(storeProducts);
  const [row] = await ctx.db
    .insert(storeProducts)
    .values({
      handle,
      title: input.title,
      description: input.description,
      imageUrl: input.image,
      options: input.option_names.map((name) => ({ name, values: [] })),
      published: input.published,
      position: Number(last?.n ?? -1) + 1,
    })
    .returning();
  await setCollections(ctx, row!.id, input.collection_ids);
  return { msg: msg.storeProductSaved, data: await adminProduct(ctx, row!.id) };
}

export async function updateProduct(ctx: AppContext, id: number, input: ProductInput) {
  const current = await productRow(ctx, id);
  const handle = input.handle ?? current.handle;
  await uniqueHandle(ctx, storeProducts, handle, id);
  await checkCollections(ctx, input.collection_ids);
  const renamed = input.option_names.join('\u0000') !== current.options.map((o) => o.name).join('\u0000');
  if (renamed) {
    const [variants] = await ctx.db
      .select({ n: count() })
      .from(storeVariants)
      .where(eq(storeVariants.productId, id));
    // Option names are fixed once variants use them; otherwise the variants would no longer match.
    if ((variants?.n ?? 0) > 0) {
      const text = fillMessage(msg.storeOptionsMismatch, {
        options: current.options.map((o) => o.name).join(', '),
      });
      throw AppError.invalid(text, { option_names: text });
    }
  }
  await ctx.db
    .update(storeProducts)
    .set({
      handle,
      title: input.title,
      description: input.description,
      imageUrl: input.image,
      published: input.published,
      ...(renamed ? { options: input.option_names.map((name) => ({ name, values: [] })) } : {}),
    })
    .where(eq(storeProducts.id, id));
  await setCollections(ctx, id, input.collection_ids);
  return { msg: msg.storeProductSaved, data: await adminProduct(ctx, id) };
}

export async function deleteProduct(ctx: AppContext, id: number) {
  await productRow(ctx, id);
  // Orders keep their copied lines; open carts lose the product's lines with it.
  await ctx.db.delete(storeProducts).where(eq(storeProducts.id, id));
  return { msg: msg.storeProductDeleted };
}

function variantOptions(product: ProductRow, input: VariantInput) {
  const names = product.options.map((o) => o.name);
  const given = Object.keys(input.options);
  if (given.length !== names.length || !names.every((n) => input.options[n])) {
    const text = fillMessage(msg.storeOptionsMismatch, { options: names.join(', ') || '-' });
    throw AppError.invalid(text, { options: text });
  }
  return Object.fromEntries(names.map((n) => [n, input.options[n]!]));
}

async function sameOptions(
  ctx: AppContext,
  productId: number,
  options: Record<string, string>,
  except?: number,
) {
  const rows = await ctx.db.select().from(storeVariants).where(eq(storeVariants.productId, productId));
  const key = JSON.stringify(Object.entries(options));
  if (rows.some((v) => v.id !== except && JSON.stringify(Object.entries(v.selectedOptions)) === key))
    throw AppError.conflict(msg.storeVariantExists, { options: msg.storeVariantExists });
}

export async function createVariant(ctx: AppContext, productId: number, input: VariantInput) {
  const product = await productRow(ctx, productId);
  const options = variantOptions(product, input);
  await sameOptions(ctx, productId, options);
  const [last] = await ctx.db
    .select({ n: sql<number>`coalesce(max(${storeVariants.position}), -1)` })
    .from(storeVariants)
    .where(eq(storeVariants.productId, productId));
  await ctx.db.insert(storeVariants).values({
    productId,
    title: Object.values(options).join(' / ') || 'Default Title',
    selectedOptions: options,
    priceCents: input.price,
    sku: input.sku || null,
    stock: input.stock,
    available: input.available,
    imageUrl: input.image,
    position: Number(last?.n ?? -1) + 1,
  });
  await refreshOptions(
    ctx,
    productId,
    product.options.map((o) => o.name),
  );
  return { msg: msg.storeVariantSaved, data: await adminProduct(ctx, productId) };
}

async function variantRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(storeVariants).where(eq(storeVariants.id, id));
  if (!row) throw AppError.notFound(msg.storeVariantNotFound);
  return row;
}

/** Stock set here is what is free to sell; units held by open checkouts are not part of it. */
export async function updateVariant(ctx: AppContext, id: number, input: VariantInput) {
  const variant = await variantRow(ctx, id);
  const product = await productRow(ctx, variant.productId);
  const options = variantOptions(product, input);
  await sameOptions(ctx, product.id, options, id);
  await ctx.db
    .update(storeVariants)
    .set({
      title: Object.values(options).join(' / ') || 'Default Title',
      selectedOptions: options,
      priceCents: input.price,
      sku: input.sku || null,
      stock: input.stock,
      available: input.available,
      imageUrl: input.image,
    })
    .where(eq(storeVariants.id, id));
  await refreshOptions(
    ctx,
    product.id,
    product.options.map((o) => o.name),
  );
  return { msg: msg.storeVariantSaved, data: await adminProduct(ctx, product.id) };
}

export async function deleteVariant(ctx: AppContext, id: number) {
  const variant = await variantRow(ctx, id);
  const product = await productRow(ctx, variant.productId);
  await ctx.db.delete(storeVariants).where(eq(storeVariants.id, id));
  await refreshOptions(
    ctx,
    product.id,
    product.options.map((o) => o.name),
  );
  return { msg: msg.storeVariantDeleted, data: await adminProduct(ctx, product.id) };
}

// ---- collections ----

export async function adminCollections(ctx: AppContext): Promise<{ results: AdminCollection[] }> {
  const rows = await ctx.db
    .select({ c: storeCollections, n: count(storeCollectionProducts.productId) })
    .from(storeCollections)
    .leftJoin(storeCollectionProducts, eq(storeCollectionProducts.collectionId, storeCollections.id))
    .groupBy(storeCollections.id)
    .orderBy(asc(storeCollections.position), asc(storeCollections.id));
  return {
    results: rows.map(({ c, n }) => ({
      id: c.id,
      title: c.title,
      handle: c.handle,
      description: c.description,
      product_count: Number(n),
    })),
  };
}

type CollectionInput = z.output<typeof AdminCollectionInputSchema>;

export async function saveCollection(ctx: AppContext, id: number | null, input: CollectionInput) {
  if (id !== null) {
    const [row] = await ctx.db.select().from(storeCollections).where(eq(storeCollections.id, id));
    if (!row) throw AppError.notFound(msg.storeCollectionNotFound);
  }
  const handle = input.handle ?? slugify(input.title);
  await uniqueHandle(ctx, storeCollections, handle, id ?? undefined);
  if (id === null) {
    const [last] = await ctx.db
      .select({ n: sql<number>`coalesce(max(${storeCollections.position}), -1)` })
      .from(storeCollections);
    await ctx.db.insert(storeCollections).values({
      handle,
      title: input.title,
      description: input.description,
      position: Number(last?.n ?? -1) + 1,
    });
  } else {
    await ctx.db
      .update(storeCollections)
      .set({ handle, title: input.title, description: input.description })
      .where(eq(storeCollections.id, id));
  }
  return { msg: msg.storeCollectionSaved, data: await adminCollections(ctx) };
}

export async function deleteCollection(ctx: AppContext, id: number) {
  const [row] = await ctx.db.delete(storeCollections).where(eq(storeCollections.id, id)).returning();
  if (!row) throw AppError.notFound(msg.storeCollectionNotFound);
  return { msg: msg.storeCollectionDeleted, data: await adminCollections(ctx) };
}

// ---- shipping rates ----

type RateInput = z.output<typeof ShippingRateInputSchema>;

export async function adminShippingRates(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(storeShippingRates)
    .orderBy(
      asc(storeShippingRates.position),
      asc(storeShippingRates.priceCents),
      desc(storeShippingRates.id),
    );
  return { results: rows.map(toShippingRateDto) };
}

export async function saveShippingRate(ctx: AppContext, id: number | null, input: RateInput) {
  const values = {
    name: input.name,
    priceCents: input.price,
    countries: [...new Set(input.countries)],
    active: input.active,
  };
  if (id === null) await ctx.db.insert(storeShippingRates).values(values);
  else {
    const [row] = await ctx.db
      .update(storeShippingRates)
      .set(values)
      .where(eq(storeShippingRates.id, id))
      .returning();
    if (!row) throw AppError.notFound(msg.storeShippingRateNotFound);
  }
  return { msg: msg.storeShippingRateSaved, data: await adminShippingRates(ctx) };
}

export async function deleteShippingRate(ctx: AppContext, id: number) {
  const [row] = await ctx.db.delete(storeShippingRates).where(eq(storeShippingRates.id, id)).returning();
  if (!row) throw AppError.notFound(msg.storeShippingRateNotFound);
  return { msg: msg.storeShippingRateDeleted, data: await adminShippingRates(ctx) };
}
