import { describe, expect, it } from 'vitest';
import { formatQuantity, NewGroceryItemSchema, NewGroceryListSchema, parseQuantity } from './grocery';
import { msg } from './messages';

describe('grocery quantities', () => {
  it('reads numbers, decimals and fractions, and leaves words alone', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity(' 0.5 ')).toBe(0.5);
    expect(parseQuantity('1,5')).toBe(1.5);
    expect(parseQuantity('1/2')).toBe(0.5);
    expect(parseQuantity('1 1/2')).toBe(1.5);
    expect(parseQuantity('1/0')).toBeNull();
    expect(parseQuantity('a pinch')).toBeNull();
    expect(parseQuantity('2-3')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });

  it('writes sums the way a cook reads them', () => {
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(1.5)).toBe('1 1/2');
    expect(formatQuantity(0.25)).toBe('1/4');
    expect(formatQuantity(1 / 3 + 1 / 3)).toBe('2/3');
    expect(formatQuantity(2.2)).toBe('2.2');
    expect(formatQuantity(0.1 + 0.2)).toBe('0.3');
  });
});

describe('grocery forms', () => {
  it('uses the spec messages', () => {
    const list = NewGroceryListSchema.safeParse({ list_name: ' ' });
    expect(list.error?.issues[0]?.message).toBe(msg.groceryListNameRequired);
    const item = NewGroceryItemSchema.safeParse({
      item_name: '',
      quantity: '',
      category: '',
      grocery_list: 1,
    });
    expect(item.error?.issues.map((i) => i.message)).toEqual([
      msg.groceryItemNameRequired,
      msg.groceryQuantityRequired,
      msg.groceryCategoryRequired,
    ]);
  });

  it('accepts numbers as quantities', () => {
    const item = NewGroceryItemSchema.parse({
      item_name: 'Eggs',
      quantity: 6,
      category: 'dairy',
      grocery_list: '3',
    });
    expect(item).toMatchObject({ quantity: '6', unit: '', grocery_list: 3 });
  });
});
