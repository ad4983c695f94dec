import { describe, expect, it } from 'vitest';
import { msg } from './messages';
import { AddLineItemsSchema, productTitle, storeQuantity } from './store';

describe('store rules', () => {
  it('parses quantities as whole numbers of at least 1', () => {
    expect(storeQuantity.parse('3')).toBe(3);
    expect(storeQuantity.parse(1)).toBe(1);
    for (const bad of [0, -2, 2.5, 'two', '', 100]) expect(storeQuantity.safeParse(bad).success).toBe(false);
    const result = AddLineItemsSchema.safeParse({ line_items: [{ variant_id: '4', quantity: 0 }] });
    expect(result.error?.issues[0]?.message).toBe(msg.storeQuantityInvalid);
  });

  it('cuts product titles over 100 characters with an ellipsis', () => {
    expect(productTitle('Hoodie')).toBe('Hoodie');
    expect(productTitle('a'.repeat(100))).toBe('a'.repeat(100));
    expect(productTitle('b'.repeat(101))).toBe(`${'b'.repeat(100)}...`);
  });

  it('keeps the spec texts verbatim', () => {
    expect(msg.storeCartEmpty).toBe('Your Cart is empty.');
    expect(msg.storeNoMoreProducts).toBe('No more products to show...');
  });
});
