import { count } from 'drizzle-orm';
import type sharp from 'sharp';
import type { AppContext } from '../context';
import {
  storeCollectionProducts,
  storeCollections,
  storeProducts,
  storeShippingRates,
  storeVariants,
} from '../db/schema';
import { lazily } from '../lib/lazily';
import { newKey } from '../platform/storage';
import { type DemoProduct, type Drawing, demoCollections, demoProducts } from './store-data';

/** sharp is loaded when the demo is made, not with the server. */
const sharpLib = lazily<typeof sharp>('sharp');

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Simple flat drawings of each kind of merch, on a 600 x 600 canvas. */
const shapes: Record<Drawing, (c: string) => string> = {
  hoodie: (c) =>
    `<path d="M230 175 q70 -120 140 0z" fill="${c}"/><path d="M255 172 q45 -70 90 0z" fill="#000" opacity="0.35"/><path d="M210 170 q90 -30 180 0 l110 60 l-40 120 l-50 -25 v205 h-220 v-205 l-50 25 l-40 -120z" fill="${c}"/><path d="M285 180 v70 M315 180 v70" stroke="#fff" stroke-width="5" opacity="0.7"/><path d="M240 400 h120 l20 60 h-160z" fill="#000" opacity="0.18"/>`,
  tee: (c) =>
    `<path d="M215 160 q85 40 170 0 l115 60 l-40 90 l-50 -20 v240 h-230 v-240 l-50 20 l-40 -90z" fill="${c}"/>`,
  apron: (c) =>
    `<path d="M240 140 h120 v80 l70 30 v290 h-260 v-290 l70 -30z" fill="${c}"/><rect x="250" y="360" width="100" height="70" rx="8" fill="#000" opacity="0.15"/>`,
  cap: (c) =>
    `<path d="M170 380 q0 -200 160 -200 q160 0 160 200z" fill="${c}"/><rect x="120" y="370" width="260" height="34" rx="17" fill="${c}"/>`,
  bag: (c) =>
    `<path d="M240 230 q0 -90 60 -90 q60 0 60 90" fill="none" stroke="${c}" stroke-width="18"/><rect x="170" y="230" width="260" height="290" rx="18" fill="${c}"/>`,
  sock: (c) =>
    `<path d="M250 130 h120 v260 q0 120 -110 120 h-60 q-50 0 -50 -50 q0 -50 60 -60 l40 -10z" fill="${c}"/>`,
  board: (c) =>
    `<rect x="140" y="190" width="320" height="250" rx="40" fill="${c}"/><circle cx="410" cy="240" r="18" fill="#fff" opacity="0.7"/>`,
  mug: (c) =>
    `<rect x="180" y="200" width="200" height="240" rx="24" fill="${c}"/><path d="M380 250 q80 0 80 70 q0 70 -80 70" fill="none" stroke="${c}" stroke-width="26"/>`,
  jar: (c) =>
    `<rect x="210" y="180" width="180" height="50" rx="10" fill="#495057"/><rect x="190" y="225" width="220" height="260" rx="30" fill="${c}"/><rect x="220" y="300" width="160" height="90" rx="8" fill="#fff" opacity="0.85"/>`,
  bottle: (c) =>
    `<rect x="275" y="110" width="50" height="80" rx="8" fill="#495057"/><path d="M260 190 h80 l30 70 v240 h-140 v-240z" fill="${c}"/><rect x="245" y="320" width="110" height="90" rx="8" fill="#fff" opacity="0.85"/>`,
};

function productSvg(p: DemoProduct, brand: string): string {
  const label = p.title.length > 34 ? `${p.title.slice(0, 32)}…` : p.title;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4e6"/><stop offset="1" stop-color="#ffe8cc"/></linearGradient></defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <ellipse cx="300" cy="530" rx="180" ry="18" fill="#000" opacity="0.08"/>
  ${shapes[p.drawing](p.colour)}
  <text x="300" y="70" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="#e8590c">${xml(brand)}</text>
  <text x="300" y="575" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#495057">${xml(label)}</text>
</svg>`;
}

/** Fabric colours of the demo options, so each colour variant gets its own picture. */
const colourHex: Record<string, string> = {
  Black: '#212529',
  Charcoal: '#495057',
  Navy: '#1b2a4a',
  Forest: '#2b8a3e',
  Burgundy: '#862e3c',
  Sand: '#d8c3a5',
  White: '#f8f9fa',
  Tomato: '#e03131',
  Denim: '#3b5b92',
  Olive: '#6b7f2a',
  Rust: '#b7472a',
  Stone: '#adb5bd',
  Oat: '#e9dcc3',
  Ink: '#1c2541',
};

async function drawProduct(ctx: AppContext, p: DemoProduct) {
  const jpeg = await sharpLib()(Buffer.from(productSvg(p, ctx.config.BRAND_NAME)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const key = newKey('images', '-store.jpg');
  await ctx.storage.put(key, jpeg, 'image/jpeg');
  return ctx.storage.publicUrl(key);
}

/** Every combination of option values, in option order (Black / S, Black / M, ...). */
function combinations(options: DemoProduct['options']): Array<Record<string, string>> {
  return options.reduce<Array<Record<string, string>>>(
    (acc, o) => acc.flatMap((combo) => o.values.map((v) => ({ ...combo, [o.name]: v }))),
    [{}],
  );
}

const priceOf = (p: DemoProduct, combo: Record<string, string>) => {
  if (typeof p.price === 'number') return p.price;
  const first = p.options[0]!.name;
  return p.price[combo[first]!]!;
};

/** Two shipping methods so a fresh store can take orders; skipped when rates exist. */
export async function seedShippingRates(ctx: AppContext) {
  const [existing] = await ctx.db.select({ n: count() }).from(storeShippingRates);
  if ((existing?.n ?? 0) > 0) return;
  await ctx.db.insert(storeShippingRates).values([
    { name: 'Standard (5 to 8 days)', priceCents: 599, countries: [], position: 0 },
    { name: 'Express (1 to 2 days)', priceCents: 1499, countries: ['US', 'CA'], position: 1 },
  ]);
}

/** The demo merch with drawn product pictures; skipped when the store has products already. */
export async function seedStore(ctx: AppContext) {
  await seedShippingRates(ctx);
  const [existing] = await ctx.db.select({ n: count() }).from(storeProducts);
  if ((existing?.n ?? 0) > 0) return;
  const collections = await ctx.db
    .insert(storeCollections)
    .values(demoCollections.map((c, position) => ({ ...c, position })))
    .returning();
  const idOf = new Map(collections.map((c) => [c.handle, c.id]));
  let position = 0;
  const perCollection = new Map<string, number>();
  for (const p of demoProducts) {
    // One picture per colour: choosing Navy shows the navy one everywhere.
    const colours = p.options.find((o) => o.name === 'Colour')?.values ?? [];
    const pictures = new Map<string, string>();
    for (const c of colours)
      if (colourHex[c]) pictures.set(c, await drawProduct(ctx, { ...p, colour: colourHex[c]! }));
    const [product] = await ctx.db
      .insert(storeProducts)
      .values({
        handle: p.handle,
        title: p.title,
        description: p.description,
        imageUrl: pictures.get(colours[0] ?? '') ?? (await drawProduct(ctx, p)),
        options: p.options,
        position: position++,
      })
      .returning();
    await ctx.db.insert(storeVariants).values(
      combinations(p.options).map((combo, i) => ({
        productId: product!.id,
        title: p.options.length ? Object.values(combo).join(' / ') : 'Default Title',
        selectedOptions: combo,
        priceCents: priceOf(p, combo),
        sku: `${p.handle}-${i + 1}`,
        imageUrl: pictures.get(combo.Colour ?? '') ?? null,
        // Apparel is counted stock; the rest is made to order.
        stock: p.collection === 'apparel' ? 25 : null,
        position: i,
      })),
    );
    const n = perCollection.get(p.collection) ?? 0;
    perCollection.set(p.collection, n + 1);
    await ctx.db
      .insert(storeCollectionProducts)
      .values({ collectionId: idOf.get(p.collection)!, productId: product!.id, position: n });
  }
}
