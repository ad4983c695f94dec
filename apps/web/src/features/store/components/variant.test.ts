import type { StoreProduct } from '@simmer/contracts';
import { describe, expect, it } from 'vitest';
import { findVariant, initialSelection, parseQuantity, selectionOf, variantImage } from './variant';

const variant = (id: string, colour: string, size: string, available = true) => ({
  id,
  title: `${colour} / ${size}`,
  price: 4900,
  available,
  stock: available ? 5 : 0,
  image: `/img/${colour}.jpg`,
  selected_options: [
    { name: 'Colour', value: colour },
    { name: 'Size', value: size },
  ],
});
const hoodie: StoreProduct = {
  id: '1',
  handle: 'simmer-hoodie',
  title: 'Hoodie',
  description: '',
  image: null,
  options: [
    { name: 'Colour', values: ['Black', 'Sand'] },
    { name: 'Size', values: ['S', 'M'] },
  ],
  variants: [variant('1', 'Black', 'S', false), variant('2', 'Black', 'M'), variant('3', 'Sand', 'S')],
  price: 4900,
  currency: 'usd',
  available: true,
};

describe('variant choice', () => {
  it('starts on the first variant for sale and finds a variant by its options', () => {
    expect(initialSelection(hoodie)).toEqual({ Colour: 'Black', Size: 'M' });
    expect(findVariant(hoodie, { Colour: 'Sand', Size: 'S' })?.id).toBe('3');
    expect(findVariant(hoodie, { Colour: 'Sand', Size: 'M' })).toBeNull();
  });

  it('parses quantities as integers of at least 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('2.7')).toBe(2);
    expect(parseQuantity(0)).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('-4')).toBe(1);
  });
});

describe('variant pictures and links', () => {
  it('shows the chosen colour’s picture, falling back to the product’s', () => {
    expect(variantImage(hoodie, { Colour: 'Sand', Size: 'S' })).toBe('/img/Sand.jpg');
    // Sand / M does not exist: another Sand variant still shows the sand picture.
    expect(variantImage(hoodie, { Colour: 'Sand', Size: 'M' })).toBe('/img/Sand.jpg');
    expect(variantImage({ ...hoodie, variants: [] }, { Colour: 'Sand' })).toBeNull();
  });

  it('starts on the variant named in the address', () => {
    expect(selectionOf(hoodie, '3')).toEqual({ Colour: 'Sand', Size: 'S' });
    expect(selectionOf(hoodie, 'nope')).toEqual({ Colour: 'Black', Size: 'M' });
    expect(selectionOf(hoodie, null)).toEqual({ Colour: 'Black', Size: 'M' });
  });
});
