import { describe, expect, it } from 'vitest';
import { groupByCategory } from './grocery-items';

const item = (id: number, category: string) => ({
  id,
  item_name: `Item ${id}`,
  quantity: '1',
  unit: '',
  category,
  grocery_list: 1,
  purchased: false,
  related_recipe: null,
  related_recipe_data: null,
  related_recipes: [],
});

describe('grouping a list by category', () => {
  it('groups under upper-case headings in alphabetical order, keeping item order', () => {
    const groups = groupByCategory([
      item(1, 'vegetable'),
      item(2, 'fruit'),
      item(3, 'Vegetable'),
      item(4, 'dairy'),
    ]);
    expect(groups.map(([name, items]) => [name, items.map((i) => i.id)])).toEqual([
      ['DAIRY', [4]],
      ['FRUIT', [2]],
      ['VEGETABLE', [1, 3]],
    ]);
  });
  it('sinks ticked items to the end of their aisle, keeping the order of each part', () => {
    const ticked = (id: number, category: string) => ({ ...item(id, category), purchased: true });
    const groups = groupByCategory([
      ticked(1, 'vegetable'),
      item(2, 'vegetable'),
      ticked(3, 'dairy'),
      item(4, 'vegetable'),
      item(5, 'dairy'),
    ]);
    expect(groups.map(([name, items]) => [name, items.map((i) => i.id)])).toEqual([
      ['DAIRY', [5, 3]],
      ['VEGETABLE', [2, 4, 1]],
    ]);
  });
});
