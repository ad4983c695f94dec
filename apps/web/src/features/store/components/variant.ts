import type { StoreProduct, StoreVariant } from '@simmer/contracts';

export type Selection = Record<string, string>;

/** The variant whose option values all match the selection. */
export function findVariant(product: StoreProduct, selection: Selection): StoreVariant | null {
  return product.variants.find((v) => v.selected_options.every((o) => selection[o.name] === o.value)) ?? null;
}

/** Starts on the first variant for sale (or the first one), so Add to Cart works at once. */
export function initialSelection(product: StoreProduct): Selection {
  const v = product.variants.find((x) => x.available) ?? product.variants[0];
  return Object.fromEntries((v?.selected_options ?? []).map((o) => [o.name, o.value]));
}

/** Quantity inputs are parsed as integers (spec 001 §5); anything below 1 becomes 1. */
export function parseQuantity(value: string | number): number {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** "Default Title" is the name stores give the only variant of a product without options. */
export const variantLabel = (title: string) => (title === 'Default Title' ? '' : title);

/**
 * The picture for a selection: the matching variant's, else the first variant sharing a
 * picture-bearing option value (the chosen colour), else the product's.
 */
export function variantImage(product: StoreProduct, selection: Selection): string | null {
  const exact = findVariant(product, selection);
  if (exact?.image) return exact.image;
  const first = product.options[0]?.name;
  const same = first
    ? product.variants.find((v) =>
        v.selected_options.some((o) => o.name === first && o.value === selection[first]),
      )
    : undefined;
  return same?.image ?? product.image;
}

/** The selection of the variant named in a product URL (`?variant=`), or the first for sale. */
export function selectionOf(product: StoreProduct, variantId: string | null): Selection {
  const v = variantId ? product.variants.find((x) => x.id === variantId) : undefined;
  return v ? Object.fromEntries(v.selected_options.map((o) => [o.name, o.value])) : initialSelection(product);
}
