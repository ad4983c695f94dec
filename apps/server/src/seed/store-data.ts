/** The demo merch of the embedded store: three collections, fourteen products, prices in cents. */
export type Drawing =
  | 'hoodie'
  | 'tee'
  | 'apron'
  | 'cap'
  | 'bag'
  | 'sock'
  | 'board'
  | 'mug'
  | 'jar'
  | 'bottle';

export interface DemoProduct {
  handle: string;
  title: string;
  description: string;
  collection: 'apparel' | 'kitchen' | 'pantry';
  drawing: Drawing;
  colour: string;
  options: Array<{ name: string; values: string[] }>;
  /** Price of every variant, or per value of the first option. */
  price: number | Record<string, number>;
}

export const demoCollections = [
  {
    handle: 'apparel',
    title: 'Apparel',
    description: 'Hoodies, tees and aprons for the kitchen and beyond.',
  },
  { handle: 'kitchen', title: 'Kitchen', description: 'Tools we cook with on the show.' },
  { handle: 'pantry', title: 'Pantry', description: 'Small-batch blends, sauces and oils.' },
] as const;

const sizes = ['S', 'M', 'L', 'XL', 'XXL'];

/** The product page of spec 001 §2 ("/product-display") shows this one. */
export const hoodieHandle = 'simmer-hoodie';

export const demoProducts: DemoProduct[] = [
  {
    handle: hoodieHandle,
    title: 'Simmer Classic Hoodie',
    description:
      'Heavyweight brushed-fleece hoodie with the Simmer ladle on the chest. Warm enough for the walk to the market, soft enough for the sofa.',
    collection: 'apparel',
    drawing: 'hoodie',
    colour: '#343a40',
    options: [
      { name: 'Colour', values: ['Black', 'Charcoal', 'Navy', 'Forest', 'Burgundy', 'Sand'] },
      { name: 'Size', values: sizes },
    ],
    price: 4900,
  },
  {
    handle: 'chefs-tee',
    title: "Chef's Tee",
    description: 'Organic cotton tee with a small embroidered logo.',
    collection: 'apparel',
    drawing: 'tee',
    colour: '#e8590c',
    options: [
      { name: 'Colour', values: ['White', 'Black', 'Tomato'] },
      { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
    ],
    price: 2400,
  },
  {
    handle: 'canvas-apron',
    title: 'Canvas Apron',
    description: 'Waxed canvas apron with leather straps and a towel loop.',
    collection: 'apparel',
    drawing: 'apron',
    colour: '#5c7cfa',
    options: [{ name: 'Colour', values: ['Denim', 'Olive', 'Rust'] }],
    price: 3200,
  },
  {
    handle: 'logo-cap',
    title: 'Logo Cap',
    description: 'Six-panel cotton cap, adjustable strap.',
    collection: 'apparel',
    drawing: 'cap',
    colour: '#2f9e44',
    options: [{ name: 'Colour', values: ['Black', 'Stone'] }],
    price: 2200,
  },
  {
    handle: 'market-tote',
    title: 'Market Tote Bag',
    description: 'Sturdy tote for the weekly market run.',
    collection: 'apparel',
    drawing: 'bag',
    colour: '#f08c00',
    options: [],
    price: 1800,
  },
  {
    handle: 'kitchen-socks',
    title: 'Kitchen Socks',
    description: 'Cushioned socks for long days at the stove.',
    collection: 'apparel',
    drawing: 'sock',
    colour: '#ae3ec9',
    options: [{ name: 'Size', values: ['S/M', 'L/XL'] }],
    price: 1200,
  },
  {
    handle: 'knit-beanie',
    title: 'Knit Beanie',
    description: 'Rib-knit beanie with a woven label.',
    collection: 'apparel',
    drawing: 'cap',
    colour: '#c92a2a',
    options: [{ name: 'Colour', values: ['Tomato', 'Charcoal'] }],
    price: 2000,
  },
  {
    handle: 'walnut-board',
    title: 'Walnut Cutting Board',
    description: 'End-grain walnut board, oiled and ready.',
    collection: 'kitchen',
    drawing: 'board',
    colour: '#8a5a3b',
    options: [{ name: 'Size', values: ['Small', 'Large'] }],
    price: { Small: 4800, Large: 6800 },
  },
  {
    handle: 'olive-wood-spoons',
    title: 'Olive-wood Spoon Set',
    description: 'Three hand-carved olive-wood spoons.',
    collection: 'kitchen',
    drawing: 'board',
    colour: '#a9883a',
    options: [],
    price: 2600,
  },
  {
    handle: 'stoneware-mug',
    title: 'Stoneware Mug',
    description: 'Speckled stoneware mug, 350 ml.',
    collection: 'kitchen',
    drawing: 'mug',
    colour: '#1c7ed6',
    options: [{ name: 'Colour', values: ['Oat', 'Ink'] }],
    price: 1600,
  },
  {
    handle: 'knife-roll',
    title: "Chef's Knife Roll",
    description: 'Canvas and leather roll for eight knives.',
    collection: 'kitchen',
    drawing: 'apron',
    colour: '#495057',
    options: [],
    price: 4500,
  },
  {
    handle: 'smoked-paprika',
    title: 'Smoked Paprika Blend',
    description: 'Sweet smoked paprika with garlic and a little heat.',
    collection: 'pantry',
    drawing: 'jar',
    colour: '#d9480f',
    options: [],
    price: 950,
  },
  {
    handle: 'house-hot-sauce',
    title: 'House Hot Sauce',
    description: 'Fermented chilli sauce from the show.',
    collection: 'pantry',
    drawing: 'bottle',
    colour: '#e03131',
    options: [{ name: 'Heat', values: ['Medium', 'Hot'] }],
    price: 800,
  },
  {
    handle: 'weeknight-spice-collection',
    title:
      'The Weeknight Spice Collection: Twelve Small-Batch Blends for Roasting, Braising, Grilling, Baking and Everything in Between',
    description: 'Twelve tins in a gift box, with a card of recipes for each blend.',
    collection: 'pantry',
    drawing: 'jar',
    colour: '#f59f00',
    options: [],
    price: 5400,
  },
  {
    handle: 'olive-oil',
    title: 'Cold-pressed Olive Oil',
    description: 'Early-harvest olive oil, peppery and green.',
    collection: 'pantry',
    drawing: 'bottle',
    colour: '#5c940d',
    options: [{ name: 'Size', values: ['500 ml', '1 l'] }],
    price: { '500 ml': 2100, '1 l': 3600 },
  },
];
