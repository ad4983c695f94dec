import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  cookUnit,
  displayIngredient,
  formatAmount,
  formatCookNumber,
  mergeAmounts,
  parseIngredientQuantity,
  scaleAmount,
  unitKey,
  unitsCompatible,
} from './quantity';

describe('parseIngredientQuantity', () => {
  it('reads plain numbers, decimals and fractions', () => {
    expect(parseIngredientQuantity('2').value).toBe(2);
    expect(parseIngredientQuantity('0.5').value).toBe(0.5);
    expect(parseIngredientQuantity('1,5').value).toBe(1.5);
    expect(parseIngredientQuantity('3/4').value).toBe(0.75);
    expect(parseIngredientQuantity('1 1/2').value).toBe(1.5);
  });
  it('reads unicode fractions, alone or after a whole number', () => {
    expect(parseIngredientQuantity('½').value).toBe(0.5);
    expect(parseIngredientQuantity('1½').value).toBe(1.5);
    expect(parseIngredientQuantity('2 ¾').value).toBe(2.75);
    expect(parseIngredientQuantity('⅓ cup')).toMatchObject({ unit: 'cup' });
  });
  it('keeps "a pinch" as text, with no value', () => {
    expect(parseIngredientQuantity('a pinch')).toEqual({
      text: 'a pinch',
      value: null,
      max: null,
      unit: '',
      note: '',
    });
  });
  it('reads "2-3 cloves" as a range with its unit', () => {
    expect(parseIngredientQuantity('2-3 cloves')).toMatchObject({ value: 2, max: 3, unit: 'cloves' });
    expect(parseIngredientQuantity('2 to 3', 'cloves')).toMatchObject({ value: 2, max: 3, unit: 'cloves' });
  });
  it('reads "1 (14 oz) can" as one can of a given size', () => {
    expect(parseIngredientQuantity('1 (14 oz) can')).toMatchObject({
      value: 1,
      unit: 'can',
      note: '(14 oz)',
    });
    expect(parseIngredientQuantity('1 (14 oz)', 'can')).toMatchObject({
      value: 1,
      unit: 'can',
      note: '(14 oz)',
    });
  });
  it('reads a unit written into the quantity; the unit field wins', () => {
    expect(parseIngredientQuantity('200g')).toMatchObject({ value: 200, unit: 'g' });
    expect(parseIngredientQuantity('200', 'grams')).toMatchObject({ value: 200, unit: 'grams' });
  });
  it('never fails on text that is no quantity', () => {
    expect(parseIngredientQuantity('').value).toBeNull();
    expect(parseIngredientQuantity('to taste').value).toBeNull();
    expect(parseIngredientQuantity('1/0').value).toBeNull();
  });
});

describe('formatCookNumber', () => {
  it('writes fractions as cooks do', () => {
    expect(formatCookNumber(1.5)).toBe('1 1/2');
    expect(formatCookNumber(0.75)).toBe('3/4');
    expect(formatCookNumber(2 / 3)).toBe('2/3');
    expect(formatCookNumber(3)).toBe('3');
    expect(formatCookNumber(2.2)).toBe('2.2');
  });
  it('rounds scaled amounts to the nearest cook fraction', () => {
    expect(formatCookNumber(0.3, true)).toBe('1/3');
    expect(formatCookNumber(1.24, true)).toBe('1 1/4');
    expect(formatCookNumber(0.97, true)).toBe('1');
    expect(formatCookNumber(22.4, true)).toBe('22');
  });
});

describe('scaling', () => {
  const scaled = (q: string, u: string, f: number) => {
    const a = scaleAmount(parseIngredientQuantity(q, u), f);
    return `${formatAmount(a)} ${a.unit}`.trim();
  };
  it('scales numbers, fractions and ranges into cook fractions', () => {
    expect(scaled('1', 'cup', 1.5)).toBe('1 1/2 cup');
    expect(scaled('1/2', 'tsp', 1.5)).toBe('3/4 tsp');
    expect(scaled('2-3', 'cloves', 2)).toBe('4-6 cloves');
    expect(scaled('3', '', 0.5)).toBe('1 1/2');
  });
  it('leaves "a pinch" and keeps the size of a can', () => {
    expect(scaled('a pinch', '', 3)).toBe('a pinch');
    expect(scaled('1 (14 oz)', 'can', 2)).toBe('2 (14 oz) can');
  });
  it('writes metric amounts as decimals', () => {
    expect(scaled('250', 'g', 1.5)).toBe('375 g');
    expect(scaled('1.5', 'kg', 0.5)).toBe('0.75 kg');
  });
});

describe('conversion', () => {
  it('converts into the member system and leaves units that do not convert', () => {
    const cup = convertAmount({ ...parseIngredientQuantity('1', 'cup') }, 'metric');
    expect(cup.unit).toBe('ml');
    expect(formatAmount(cup)).toBe('235');
    expect(convertAmount({ ...parseIngredientQuantity('500', 'g') }, 'us')).toMatchObject({ unit: 'lb' });
    expect(convertAmount({ ...parseIngredientQuantity('2', 'cloves') }, 'us').unit).toBe('cloves');
  });
  it('shows an ingredient scaled and converted', () => {
    expect(displayIngredient('2', 'cups', 1, 'metric')).toEqual({ quantity: '475', unit: 'ml' });
    expect(displayIngredient('2', 'cups', 1, 'us')).toEqual({ quantity: '2', unit: 'cups' });
    expect(displayIngredient('a pinch', '', 4, 'us')).toEqual({ quantity: 'a pinch', unit: '' });
    expect(displayIngredient('1 1/2', 'tbsp', 2, null)).toEqual({ quantity: '3', unit: 'tbsp' });
  });
});

describe('mergeAmounts', () => {
  it('adds g and kg into kg', () => {
    expect(
      mergeAmounts([
        { value: 500, unit: 'g' },
        { value: 1, unit: 'kg' },
      ]),
    ).toEqual({
      value: 1.5,
      unit: 'kg',
      quantity: '1.5',
    });
  });
  it('adds ml and l, and tsp, tbsp and cup into one sensible unit', () => {
    expect(
      mergeAmounts([
        { value: 250, unit: 'ml' },
        { value: 0.5, unit: 'l' },
      ])?.quantity,
    ).toBe('750');
    expect(
      mergeAmounts([
        { value: 1, unit: 'tsp' },
        { value: 2, unit: 'tsp' },
      ]),
    ).toMatchObject({ unit: 'tbsp', quantity: '1' });
    expect(
      mergeAmounts([
        { value: 2, unit: 'tbsp' },
        { value: 3, unit: 'tsp' },
      ]),
    ).toMatchObject({ unit: 'tbsp', quantity: '3' });
    expect(
      mergeAmounts([
        { value: 1, unit: 'cup' },
        { value: 4, unit: 'tbsp' },
      ]),
    ).toMatchObject({ unit: 'cup', quantity: '1 1/4' });
  });
  it('adds oz and lb', () => {
    expect(
      mergeAmounts([
        { value: 8, unit: 'oz' },
        { value: 1, unit: 'lb' },
      ]),
    ).toMatchObject({ unit: 'lb', quantity: '1 1/2' });
  });
  it('uses the preferred system when sources mix systems', () => {
    expect(
      mergeAmounts(
        [
          { value: 1, unit: 'lb' },
          { value: 100, unit: 'g' },
        ],
        'us',
      )?.unit,
    ).toBe('lb');
    expect(
      mergeAmounts([
        { value: 1, unit: 'lb' },
        { value: 100, unit: 'g' },
      ]),
    ).toMatchObject({
      unit: 'g',
      quantity: '555',
    });
  });
  it('refuses what cannot be added', () => {
    expect(
      mergeAmounts([
        { value: 1, unit: 'cup' },
        { value: 100, unit: 'g' },
      ]),
    ).toBeNull();
    expect(
      mergeAmounts([
        { value: null, unit: '' },
        { value: 1, unit: '' },
      ]),
    ).toBeNull();
    expect(
      mergeAmounts([
        { value: 2, unit: 'cloves' },
        { value: 1, unit: 'cloves' },
      ])?.quantity,
    ).toBe('3');
  });
  it('knows which units share a line', () => {
    expect(unitsCompatible('g', 'kilograms')).toBe(true);
    expect(unitsCompatible('cup', 'tbsp')).toBe(true);
    expect(unitsCompatible('cup', 'g')).toBe(false);
    expect(unitsCompatible('Cloves', 'cloves')).toBe(true);
    expect(unitKey('Tablespoons')).toBe('tbsp');
  });
});

describe('cookUnit: quantities as a cook says them', () => {
  const say = (quantity: string, unit: string, factor = 1, system?: 'metric' | 'us') =>
    Object.values(displayIngredient(quantity, unit, factor, system)).join(' ');
  it.each([
    // metric: up at 1000, down below 1
    ['500', 'g', 2, undefined, '1 kg'],
    ['750', 'g', 2, undefined, '1.5 kg'],
    ['0.25', 'kg', 2, undefined, '500 g'],
    ['600', 'ml', 2, undefined, '1.2 l'],
    ['0.5', 'l', 0.5, undefined, '250 ml'],
    // US mass: lb from 16 oz
    ['8', 'oz', 2, undefined, '1 lb'],
    ['12', 'oz', 2, undefined, '1 1/2 lb'],
    // US volume: tsp, tbsp, cups
    ['1', 'tsp', 5, undefined, '5 tsp'],
    ['1 2/3', 'tbsp', 2, undefined, '10 tsp'],
    ['5', 'tsp', 1, undefined, '5 tsp'],
    ['1', 'tbsp', 1 / 3, undefined, '1 tsp'],
    ['12', 'tbsp', 2, undefined, '1 1/2 cup'],
    ['3/4', 'cup', 2, undefined, '1 1/2 cup'],
    ['2', 'tbsp', 3, undefined, '6 tbsp'],
    ['1/4', 'cup', 1 / 2, undefined, '2 tbsp'],
  ] as const)('%s %s x%s (%s) -> %s', (quantity, unit, factor, system, expected) => {
    expect(say(quantity, unit, factor, system)).toBe(expected);
  });
  it.each([
    [1000, 'g', 1, 'kg'],
    [5 / 3, 'tbsp', 5, 'tsp'],
    [1.5, 'cup', 1.5, 'cup'],
    [24, 'tbsp', 1.5, 'cup'],
    [16, 'oz', 1, 'lb'],
    [3, 'clove', 3, 'clove'],
  ] as const)('cookUnit(%s %s) -> %s %s', (value, unit, v, u) => {
    const said = cookUnit(value, unit);
    expect(said.unit).toBe(u);
    expect(said.value).toBeCloseTo(v, 6);
  });
  it('adds grocery amounts into the unit a cook says', () => {
    expect(
      mergeAmounts([
        { value: 600, unit: 'g' },
        { value: 400, unit: 'g' },
      ])?.quantity,
    ).toBe('1');
    expect(
      mergeAmounts([
        { value: 600, unit: 'g' },
        { value: 400, unit: 'g' },
      ])?.unit,
    ).toBe('kg');
    expect(
      mergeAmounts([
        { value: 1, unit: 'tbsp' },
        { value: 2, unit: 'tsp' },
      ])?.quantity,
    ).toBe('5');
    expect(
      mergeAmounts([
        { value: 1, unit: 'tbsp' },
        { value: 2, unit: 'tsp' },
      ])?.unit,
    ).toBe('tsp');
  });
});
