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
});
