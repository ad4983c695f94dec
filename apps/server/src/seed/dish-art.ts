import type sharp from 'sharp';
import { lazily } from '../lib/lazily';

/** sharp is loaded when the demo is made, not with the server. */
const sharpLib = lazily<typeof sharp>('sharp');

/**
 * Demo food pictures drawn on the machine: a dish seen from above, chosen from the recipe's
 * name (a roast on a platter, curry beside rice, fajitas in a skillet, pizza on a board ...),
 * with its own colours, table, props and placement. Deterministic for a name and seed, so two
 * fresh instances look the same, and no network is needed.
 */

export type DishKind =
  | 'roast'
  | 'curry'
  | 'soup'
  | 'pie'
  | 'pizza'
  | 'pasta'
  | 'noodles'
  | 'salad'
  | 'tacos'
  | 'skillet'
  | 'eggs'
  | 'prawns'
  | 'fish'
  | 'pancakes'
  | 'cake'
  | 'loaf'
  | 'bake'
  | 'skewers'
  | 'falafel'
  | 'stew'
  | 'risotto'
  | 'bowl';

/** First match wins: the words of a dish name that say how it looks. */
const kinds: Array<[RegExp, DishKind]> = [
  [/fajita/i, 'skillet'],
  [/shakshuka|egg/i, 'eggs'],
  [/prawn|shrimp/i, 'prawns'],
  [/taco/i, 'tacos'],
  [/pizza|flour, water/i, 'pizza'],
  [/pad thai|noodle(?! soup)/i, 'noodles'],
  [/carbonara|spaghetti|bolognese|pasta/i, 'pasta'],
  [/curry|masala/i, 'curry'],
  [/soup|stock/i, 'soup'],
  [/pie|pastry/i, 'pie'],
  [/salmon|fish|sear/i, 'fish'],
  [/pancake|breakfast/i, 'pancakes'],
  [/lava|chocolate/i, 'cake'],
  [/bread|sourdough|loaf/i, 'loaf'],
  [/crumble|cobbler|tiramisu/i, 'bake'],
  [/souvlaki|skewer|kebab/i, 'skewers'],
  [/falafel/i, 'falafel'],
  [/stew|guinness/i, 'stew'],
  [/risotto/i, 'risotto'],
  [/salad|caprese|caesar/i, 'salad'],
  [/roast|chicken/i, 'roast'],
  [/bowl|quinoa|grain|vegan|lentil/i, 'bowl'],
];

export function dishKind(name: string): DishKind {
  return kinds.find(([re]) => re.test(name))?.[1] ?? 'bowl';
}

/** Colours of a dish: main, second, accent, garnish. Some dishes vary by name. */
function colours(kind: DishKind, name: string): [string, string, string, string] {
  if (/green/i.test(name)) return ['#9bbf4a', '#6b8f2a', '#f1f3d8', '#2b8a3e'];
  if (/chickpea|butternut|squash/i.test(name)) return ['#f59f00', '#e8590c', '#fff3bf', '#2b8a3e'];
  if (/onion/i.test(name)) return ['#a0642b', '#d9a55b', '#f4d58d', '#5c940d'];
  if (/lentil|bolognese/i.test(name)) return ['#b33a1b', '#7a2a14', '#f8f0e3', '#2b8a3e'];
  if (/caesar/i.test(name)) return ['#74b816', '#d8f5a2', '#f1d9a6', '#c08a4a'];
  if (/tiramisu/i.test(name)) return ['#6b4226', '#f1e4cf', '#3b2414', '#6b4226'];
  if (/black bean/i.test(name)) return ['#2d2a32', '#f2e3b3', '#e03131', '#2b8a3e'];
  const table: Record<DishKind, [string, string, string, string]> = {
    roast: ['#c8782b', '#e9a94f', '#ffe066', '#2b8a3e'],
    curry: ['#d9480f', '#f08c00', '#fff4e6', '#2f9e44'],
    soup: ['#e8b04a', '#f5d48a', '#fffaf0', '#2b8a3e'],
    pie: ['#d99a3d', '#f2c46d', '#a86a1e', '#5c940d'],
    pizza: ['#d9381e', '#fff9db', '#e8a24a', '#2b8a3e'],
    pasta: ['#f3d27a', '#fff3bf', '#c9a227', '#495057'],
    noodles: ['#d9a05b', '#f08c00', '#b5e48c', '#69db7c'],
    salad: ['#e03131', '#f8f9fa', '#40c057', '#2b8a3e'],
    tacos: ['#f2d49b', '#e03131', '#94d82d', '#ffffff'],
    skillet: ['#e03131', '#fcc419', '#40c057', '#c8782b'],
    eggs: ['#c92a2a', '#fffaf0', '#fab005', '#2b8a3e'],
    prawns: ['#ff8a65', '#ffd8a8', '#fff3bf', '#2b8a3e'],
    fish: ['#f4845f', '#8c3b1a', '#69db7c', '#f8f9fa'],
    pancakes: ['#e0a458', '#c2702c', '#7048e8', '#e03131'],
    cake: ['#4a2c1d', '#2b1a10', '#f8f9fa', '#c92a2a'],
    loaf: ['#9c5a2b', '#d9a066', '#f3d9b1', '#fab005'],
    bake: ['#d4a373', '#8f3b1b', '#f1e4cf', '#c92a2a'],
    skewers: ['#b5651d', '#e03131', '#fab005', '#f8f9fa'],
    falafel: ['#8a5a2b', '#b5803b', '#f1e4cf', '#40c057'],
    stew: ['#5a2e1a', '#7f4026', '#f76707', '#2b8a3e'],
    risotto: ['#eadcb8', '#c9b28a', '#7f5539', '#2b8a3e'],
    bowl: ['#f4a259', '#e9d8a6', '#2b8a3e', '#bc4749'],
  };
  return table[kind];
}

const surfaces = [
  { a: '#8a5a3b', b: '#5e3a24', grain: '#4a2e1c' }, // walnut
  { a: '#e9ecef', b: '#ced4da', grain: '#adb5bd' }, // marble
  { a: '#343a40', b: '#1f2326', grain: '#495057' }, // slate
  { a: '#f1e3c8', b: '#d9c39c', grain: '#c2a878' }, // linen
  { a: '#2f5d62', b: '#1e3d40', grain: '#3f7a80' }, // teal tiles
  { a: '#b5532f', b: '#86391f', grain: '#9c4428' }, // terracotta
];

function random(seed: number) {
  let s = (seed * 2654435761) % 4294967296;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

export function hashName(name: string) {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619) >>> 0;
  return h;
}

const f = (n: number) => n.toFixed(1);

/** The food inside a vessel centred at (cx, cy) with radius r. */
function food(
  kind: DishKind,
  c: [string, string, string, string],
  cx: number,
  cy: number,
  r: number,
  rnd: () => number,
) {
  const at = (spread: number) => {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * r * spread;
    return [cx + Math.cos(a) * d, cy + Math.sin(a) * d] as const;
  };
  const many = (n: number, spread: number, draw: (x: number, y: number, i: number) => string) =>
    Array.from({ length: n }, (_, i) => {
      const [x, y] = at(spread);
      return draw(x, y, i);
    }).join('');
  const leaf = (x: number, y: number, s: number, col = c[3]) =>
    `<path d="M${f(x)} ${f(y)} q ${f(s)} ${f(-s * 1.2)} ${f(s * 2)} 0 q ${f(-s)} ${f(s * 1.2)} ${f(-s * 2)} 0z" fill="${col}" transform="rotate(${Math.round(rnd() * 360)} ${f(x)} ${f(y)})"/>`;
  const rot = (x: number, y: number) => `transform="rotate(${Math.round(rnd() * 180)} ${f(x)} ${f(y)})"`;
  switch (kind) {
    case 'roast':
      return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 0.62)}" ry="${f(r * 0.45)}" fill="${c[0]}"/>
        <ellipse cx="${f(cx - r * 0.1)}" cy="${f(cy - r * 0.08)}" rx="${f(r * 0.4)}" ry="${f(r * 0.26)}" fill="${c[1]}" opacity="0.7"/>
        <ellipse cx="${f(cx + r * 0.55)}" cy="${f(cy - r * 0.3)}" rx="${f(r * 0.2)}" ry="${f(r * 0.11)}" fill="${c[0]}" transform="rotate(-30 ${f(cx + r * 0.55)} ${f(cy - r * 0.3)})"/>
        <ellipse cx="${f(cx + r * 0.55)}" cy="${f(cy + r * 0.3)}" rx="${f(r * 0.2)}" ry="${f(r * 0.11)}" fill="${c[0]}" transform="rotate(30 ${f(cx + r * 0.55)} ${f(cy + r * 0.3)})"/>
        ${many(4, 0.85, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.12)}" fill="${c[2]}" stroke="#f8f9fa" stroke-width="3"/>`)}
        ${many(8, 0.9, (x, y) => leaf(x, y, r * 0.05))}`;
    case 'curry':
    case 'stew':
    case 'soup':
    case 'risotto': {
      const chunks = kind === 'soup' ? 0 : 14;
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.78)}" fill="${c[0]}"/>
        <circle cx="${f(cx - r * 0.15)}" cy="${f(cy - r * 0.12)}" r="${f(r * 0.45)}" fill="${c[1]}" opacity="0.55"/>
        ${many(chunks, 0.62, (x, y) => `<rect x="${f(x)}" y="${f(y)}" width="${f(r * 0.13)}" height="${f(r * 0.1)}" rx="${f(r * 0.03)}" fill="${kind === 'risotto' ? c[2] : c[1]}" ${rot(x, y)}/>`)}
        ${kind === 'risotto' ? many(60, 0.7, (x, y) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.025)}" ry="${f(r * 0.012)}" fill="#fffaf0" opacity="0.8" ${rot(x, y)}/>`) : ''}
        <path d="M${f(cx - r * 0.35)} ${f(cy + r * 0.05)} q ${f(r * 0.2)} ${f(-r * 0.3)} ${f(r * 0.4)} 0 t ${f(r * 0.35)} 0" stroke="${c[2]}" stroke-width="${f(r * 0.05)}" fill="none" stroke-linecap="round" opacity="0.9"/>
        ${many(9, 0.6, (x, y) => leaf(x, y, r * 0.045))}`;
    }
    case 'pie':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.86)}" fill="${c[2]}"/>
        <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.78)}" fill="${c[0]}"/>
        <circle cx="${f(cx - r * 0.12)}" cy="${f(cy - r * 0.12)}" r="${f(r * 0.55)}" fill="${c[1]}" opacity="0.6"/>
        ${Array.from({ length: 24 }, (_, i) => {
          const a = (i / 24) * Math.PI * 2;
          return `<circle cx="${f(cx + Math.cos(a) * r * 0.8)}" cy="${f(cy + Math.sin(a) * r * 0.8)}" r="${f(r * 0.08)}" fill="${c[2]}"/>`;
        }).join('')}
        ${[0, 1, 2, 3].map((i) => `<path d="M${f(cx - r * 0.12)} ${f(cy)} l ${f(r * 0.24)} 0" stroke="${c[2]}" stroke-width="${f(r * 0.035)}" stroke-linecap="round" transform="rotate(${i * 45} ${f(cx)} ${f(cy)}) translate(0 ${f(r * 0.2)})"/>`).join('')}`;
    case 'pizza':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.92)}" fill="${c[2]}"/>
        <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="${c[0]}"/>
        ${many(9, 0.65, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * (0.08 + rnd() * 0.06))}" fill="${c[1]}"/>`)}
        ${many(7, 0.65, (x, y) => leaf(x, y, r * 0.06))}
        ${[0, 1, 2].map((i) => `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + Math.cos((i * Math.PI * 2) / 3) * r * 0.92)}" y2="${f(cy + Math.sin((i * Math.PI * 2) / 3) * r * 0.92)}" stroke="#7a4a1e" stroke-width="2" opacity="0.5"/>`).join('')}`;
    case 'pasta':
    case 'noodles':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.62)}" fill="${c[1]}" opacity="0.6"/>
        ${Array.from({ length: 36 }, () => {
          const [x, y] = at(0.45);
          return `<path d="M${f(x)} ${f(y)} c ${f((rnd() - 0.5) * r * 0.6)} ${f((rnd() - 0.5) * r * 0.6)}, ${f((rnd() - 0.5) * r * 0.6)} ${f((rnd() - 0.5) * r * 0.6)}, ${f((rnd() - 0.5) * r * 0.5)} ${f((rnd() - 0.5) * r * 0.5)}" stroke="${c[0]}" stroke-width="${f(r * 0.035)}" fill="none" stroke-linecap="round"/>`;
        }).join('')}
        ${many(10, 0.4, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.035)}" fill="${c[2]}"/>`)}
        ${kind === 'noodles' ? `<path d="M${f(cx + r * 0.35)} ${f(cy + r * 0.3)} a ${f(r * 0.16)} ${f(r * 0.16)} 0 0 1 ${f(r * 0.3)} 0z" fill="${c[2]}" stroke="#5c940d" stroke-width="4"/>` : ''}
        ${many(6, 0.5, (x, y) => leaf(x, y, r * 0.04))}`;
    case 'salad':
    case 'bowl':
      if (kind === 'bowl')
        return [0, 1, 2, 3]
          .map((i) => {
            const a0 = (i * Math.PI) / 2;
            const a1 = a0 + Math.PI / 2;
            const col = [c[0], c[1], c[2], c[3]][i];
            return `<path d="M${f(cx)} ${f(cy)} L ${f(cx + Math.cos(a0) * r * 0.78)} ${f(cy + Math.sin(a0) * r * 0.78)} A ${f(r * 0.78)} ${f(r * 0.78)} 0 0 1 ${f(cx + Math.cos(a1) * r * 0.78)} ${f(cy + Math.sin(a1) * r * 0.78)} Z" fill="${col}"/>`;
          })
          .join('')
          .concat(
            many(
              22,
              0.7,
              (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.03)}" fill="#f8f9fa" opacity="0.6"/>`,
            ),
            `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.15)}" fill="#f1e4cf"/>`,
          );
      return `${many(26, 0.65, (x, y) => leaf(x - r * 0.1, y, r * (0.09 + rnd() * 0.06), rnd() > 0.4 ? c[2] : c[3]))}
        ${many(9, 0.6, (x, y, i) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.1)}" fill="${i % 2 ? c[0] : c[1]}" stroke="${c[0]}" stroke-width="2"/>`)}`;
    case 'tacos':
      return [-1, 0, 1]
        .map(
          (i) => `<g transform="rotate(${-20 + i * 8} ${f(cx + i * r * 0.45)} ${f(cy)})">
          <path d="M${f(cx + i * r * 0.45 - r * 0.2)} ${f(cy - r * 0.55)} a ${f(r * 0.2)} ${f(r * 0.55)} 0 0 0 0 ${f(r * 1.1)}z" fill="${c[0]}"/>
          <rect x="${f(cx + i * r * 0.45 - r * 0.2)}" y="${f(cy - r * 0.5)}" width="${f(r * 0.14)}" height="${f(r)}" rx="${f(r * 0.05)}" fill="${c[1]}"/>
          <rect x="${f(cx + i * r * 0.45 - r * 0.1)}" y="${f(cy - r * 0.45)}" width="${f(r * 0.07)}" height="${f(r * 0.9)}" rx="${f(r * 0.03)}" fill="${c[2]}"/>
          <path d="M${f(cx + i * r * 0.45 - r * 0.2)} ${f(cy - r * 0.55)} a ${f(r * 0.24)} ${f(r * 0.55)} 0 0 1 0 ${f(r * 1.1)}z" fill="${c[0]}" opacity="0.9"/></g>`,
        )
        .join('')
        .concat(many(6, 0.7, (x, y) => leaf(x, y, r * 0.04, '#2b8a3e')));
    case 'skillet':
      return `${many(22, 0.6, (x, y, i) => `<rect x="${f(x)}" y="${f(y)}" width="${f(r * 0.32)}" height="${f(r * 0.07)}" rx="${f(r * 0.035)}" fill="${[c[0], c[1], c[2], c[3]][i % 4]}" ${rot(x, y)}/>`)}
        ${many(8, 0.55, (x, y) => `<path d="M${f(x)} ${f(y)} q ${f(r * 0.1)} ${f(-r * 0.08)} ${f(r * 0.2)} 0" stroke="#8e5ea2" stroke-width="${f(r * 0.03)}" fill="none"/>`)}`;
    case 'eggs':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="${c[0]}"/>
        ${many(10, 0.6, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.05)}" fill="#e8590c"/>`)}
        ${[0, 1, 2, 3]
          .map((i) => {
            const x = cx + Math.cos(i * 1.7 + 0.4) * r * 0.42;
            const y = cy + Math.sin(i * 1.7 + 0.4) * r * 0.42;
            return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.17)}" ry="${f(r * 0.15)}" fill="${c[1]}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.07)}" fill="${c[2]}"/>`;
          })
          .join('')}
        ${many(10, 0.7, (x, y) => leaf(x, y, r * 0.04))}`;
    case 'prawns':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.78)}" fill="${c[2]}" opacity="0.8"/>
        ${many(10, 0.55, (x, y) => `<path d="M${f(x)} ${f(y)} a ${f(r * 0.12)} ${f(r * 0.12)} 0 1 1 ${f(r * 0.16)} ${f(r * 0.12)}" stroke="${c[0]}" stroke-width="${f(r * 0.08)}" fill="none" stroke-linecap="round" ${rot(x, y)}/>`)}
        ${many(14, 0.7, (x, y) => leaf(x, y, r * 0.035))}`;
    case 'fish':
      return `${many(12, 0.75, (x, y) => leaf(x, y + r * 0.3, r * 0.08, c[2]))}
        <rect x="${f(cx - r * 0.45)}" y="${f(cy - r * 0.28)}" width="${f(r * 0.9)}" height="${f(r * 0.45)}" rx="${f(r * 0.15)}" fill="${c[0]}"/>
        ${[0, 1, 2, 3, 4].map((i) => `<path d="M${f(cx - r * 0.3 + i * r * 0.15)} ${f(cy - r * 0.25)} q ${f(r * 0.05)} ${f(r * 0.2)} 0 ${f(r * 0.38)}" stroke="#ffd8c2" stroke-width="3" fill="none" opacity="0.8"/>`).join('')}
        <path d="M${f(cx - r * 0.4)} ${f(cy - r * 0.05)} q ${f(r * 0.4)} ${f(-r * 0.15)} ${f(r * 0.8)} 0" stroke="${c[1]}" stroke-width="${f(r * 0.05)}" fill="none" opacity="0.8"/>
        <circle cx="${f(cx + r * 0.55)}" cy="${f(cy - r * 0.4)}" r="${f(r * 0.12)}" fill="#ffe066" stroke="#fab005" stroke-width="4"/>`;
    case 'pancakes':
      return `${[3, 2, 1, 0].map((i) => `<circle cx="${f(cx + i * r * 0.04)}" cy="${f(cy + i * r * 0.05)}" r="${f(r * 0.6)}" fill="${i ? c[1] : c[0]}"/>`).join('')}
        <path d="M${f(cx - r * 0.3)} ${f(cy - r * 0.1)} q ${f(r * 0.3)} ${f(r * 0.4)} ${f(r * 0.6)} ${f(-r * 0.05)} q ${f(-r * 0.1)} ${f(r * 0.3)} ${f(-r * 0.2)} ${f(r * 0.45)}" stroke="#8f4b14" stroke-width="${f(r * 0.06)}" fill="none" opacity="0.8" stroke-linecap="round"/>
        <rect x="${f(cx - r * 0.1)}" y="${f(cy - r * 0.12)}" width="${f(r * 0.2)}" height="${f(r * 0.14)}" rx="4" fill="#fff3bf"/>
        ${many(8, 0.5, (x, y, i) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.06)}" fill="${i % 2 ? c[2] : c[3]}"/>`)}`;
    case 'cake':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.48)}" fill="${c[0]}"/>
        <circle cx="${f(cx - r * 0.08)}" cy="${f(cy - r * 0.08)}" r="${f(r * 0.3)}" fill="${c[1]}"/>
        ${many(40, 0.45, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.012)}" fill="${c[2]}" opacity="0.9"/>`)}
        ${many(6, 0.75, (x, y) => `<circle cx="${f(x)}" cy="${f(y + r * 0.3)}" r="${f(r * 0.07)}" fill="${c[3]}"/>`)}
        ${many(3, 0.7, (x, y) => leaf(x, y, r * 0.05, '#2b8a3e'))}`;
    case 'loaf':
      return `<rect x="${f(cx - r * 0.75)}" y="${f(cy - r * 0.4)}" width="${f(r * 1.2)}" height="${f(r * 0.8)}" rx="${f(r * 0.3)}" fill="${c[0]}"/>
        <path d="M${f(cx - r * 0.55)} ${f(cy)} q ${f(r * 0.45)} ${f(-r * 0.3)} ${f(r * 0.9)} 0" stroke="${c[1]}" stroke-width="${f(r * 0.08)}" fill="none"/>
        ${[0, 1].map((i) => `<rect x="${f(cx + r * 0.5 + i * r * 0.16)}" y="${f(cy - r * 0.35)}" width="${f(r * 0.12)}" height="${f(r * 0.7)}" rx="${f(r * 0.05)}" fill="${c[2]}" stroke="${c[0]}" stroke-width="${f(r * 0.03)}"/>`).join('')}
        ${many(3, 0.3, (x, y) => `<ellipse cx="${f(x + r * 0.6)}" cy="${f(y + r * 0.55)}" rx="${f(r * 0.2)}" ry="${f(r * 0.06)}" fill="${c[3]}" ${rot(x, y)}/>`)}`;
    case 'bake':
      return `<rect x="${f(cx - r * 0.8)}" y="${f(cy - r * 0.55)}" width="${f(r * 1.6)}" height="${f(r * 1.1)}" rx="${f(r * 0.12)}" fill="${c[1]}"/>
        <rect x="${f(cx - r * 0.72)}" y="${f(cy - r * 0.47)}" width="${f(r * 1.44)}" height="${f(r * 0.94)}" rx="${f(r * 0.08)}" fill="${c[0]}"/>
        ${many(70, 0.6, (x, y) => `<circle cx="${f(x * 1 + (x - cx) * 0.3)}" cy="${f(y)}" r="${f(r * (0.015 + rnd() * 0.03))}" fill="${rnd() > 0.5 ? c[2] : c[1]}" opacity="0.85"/>`)}
        <rect x="${f(cx - r * 0.25)}" y="${f(cy - r * 0.1)}" width="${f(r * 0.35)}" height="${f(r * 0.3)}" fill="${c[2]}" opacity="0.9"/>`;
    case 'skewers':
      return `${[0, 1, 2]
        .map((i) => {
          const y = cy - r * 0.35 + i * r * 0.35;
          return `<line x1="${f(cx - r * 0.8)}" y1="${f(y)}" x2="${f(cx + r * 0.8)}" y2="${f(y)}" stroke="#c2a878" stroke-width="4"/>${[0, 1, 2, 3, 4].map((j) => `<rect x="${f(cx - r * 0.55 + j * r * 0.24)}" y="${f(y - r * 0.1)}" width="${f(r * 0.18)}" height="${f(r * 0.2)}" rx="${f(r * 0.05)}" fill="${j % 2 ? c[0] : [c[1], c[2]][i % 2]}"/>`).join('')}`;
        })
        .join('')}
        <circle cx="${f(cx + r * 0.6)}" cy="${f(cy + r * 0.55)}" r="${f(r * 0.18)}" fill="${c[3]}" stroke="#dee2e6" stroke-width="4"/>
        ${many(5, 0.2, (x, y) => leaf(x + r * 0.6, y + r * 0.55, r * 0.03, '#2b8a3e'))}`;
    case 'falafel':
      return `${many(9, 0.55, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.13)}" fill="${c[0]}"/><circle cx="${f(x - r * 0.03)}" cy="${f(y - r * 0.03)}" r="${f(r * 0.07)}" fill="${c[1]}"/>`)}
        <path d="M${f(cx - r * 0.5)} ${f(cy)} q ${f(r * 0.25)} ${f(-r * 0.3)} ${f(r * 0.5)} 0 t ${f(r * 0.5)} 0" stroke="${c[2]}" stroke-width="${f(r * 0.05)}" fill="none" stroke-linecap="round"/>
        ${many(10, 0.7, (x, y) => leaf(x, y, r * 0.05))}`;
  }
}

/** A dish seen from above on a table, with props; `seed` varies placement and setting. */
export function dishSvg(
  name: string,
  seed: number,
  width: number,
  height: number,
  kind = dishKind(name),
): string {
  const rnd = random(hashName(name) + seed * 7919);
  const c = colours(kind, name);
  const surface = surfaces[(hashName(name) + seed) % surfaces.length]!;
  const r = Math.min(width, height) * (0.32 + rnd() * 0.08);
  const place = Math.floor(rnd() * 3); // left third, centre, right third
  const cx = width * [0.36, 0.5, 0.64][place]!;
  const cy = height * (0.46 + rnd() * 0.08);
  const vessel = (() => {
    switch (kind) {
      case 'skillet':
      case 'eggs':
        return `<rect x="${f(cx + r * 0.9)}" y="${f(cy - r * 0.09)}" width="${f(r * 0.8)}" height="${f(r * 0.18)}" rx="${f(r * 0.09)}" fill="#212529" transform="rotate(${Math.round(rnd() * 40 - 20)} ${f(cx)} ${f(cy)})"/>
          <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.02)}" fill="#212529"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.92)}" fill="#343a40"/>`;
      case 'pizza':
      case 'loaf':
        return `<rect x="${f(cx - r * 1.05)}" y="${f(cy - r * 1.0)}" width="${f(r * 2.1)}" height="${f(r * 2.0)}" rx="${f(r * 0.12)}" fill="#c08a4a"/><rect x="${f(cx + r * 1.0)}" y="${f(cy - r * 0.12)}" width="${f(r * 0.4)}" height="${f(r * 0.24)}" rx="${f(r * 0.1)}" fill="#c08a4a"/>
          ${[0, 1, 2, 3].map((i) => `<line x1="${f(cx - r * 1.0)}" y1="${f(cy - r * 0.7 + i * r * 0.45)}" x2="${f(cx + r * 1.0)}" y2="${f(cy - r * 0.72 + i * r * 0.45)}" stroke="#a8743a" stroke-width="2"/>`).join('')}`;
      case 'bake':
        return '';
      case 'roast':
      case 'fish':
      case 'skewers':
        return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.15)}" ry="${f(r * 0.9)}" fill="#f8f9fa"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.0)}" ry="${f(r * 0.76)}" fill="none" stroke="#dee2e6" stroke-width="3"/>`;
      default: {
        const rim = ['#f8f9fa', '#fff4e6', '#e7f5ff', '#2b2d42', '#f1e4cf'][Math.floor(rnd() * 5)];
        return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${rim}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.88)}" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="4"/>`;
      }
    }
  })();
  const grain = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M0 ${f((height / 9) * i + rnd() * 20)} q ${f(width / 3)} ${f((rnd() - 0.5) * 30)} ${f(width)} ${f((rnd() - 0.5) * 20)}" stroke="${surface.grain}" stroke-width="${f(1 + rnd() * 3)}" fill="none" opacity="0.5"/>`,
  ).join('');
  // Props away from the dish: a napkin with cutlery, a small bowl, scattered herbs or spice.
  const side = place === 0 ? 1 : place === 2 ? -1 : rnd() > 0.5 ? 1 : -1;
  const px = cx + side * (r * 1.35 + width * 0.08);
  const napkinColour = ['#f8f9fa', '#ffc9c9', '#d0ebff', '#d3f9d8', '#fff3bf'][Math.floor(rnd() * 5)];
  const props = `<rect x="${f(px - width * 0.06)}" y="${f(height * 0.12)}" width="${f(width * 0.12)}" height="${f(height * 0.76)}" rx="6" fill="${napkinColour}" opacity="0.92" transform="rotate(${Math.round(rnd() * 10 - 5)} ${f(px)} ${f(height / 2)})"/>
    <rect x="${f(px - width * 0.012)}" y="${f(height * 0.2)}" width="${f(width * 0.024)}" height="${f(height * 0.6)}" rx="6" fill="#adb5bd"/>
    <circle cx="${f(cx - side * (r * 1.25))}" cy="${f(height * (0.15 + rnd() * 0.15))}" r="${f(r * 0.22)}" fill="#f8f9fa"/>
    <circle cx="${f(cx - side * (r * 1.25))}" cy="${f(height * (0.15 + rnd() * 0.15))}" r="${f(r * 0.16)}" fill="${c[rnd() > 0.5 ? 1 : 3]}"/>
    ${Array.from({ length: 10 }, () => `<circle cx="${f(rnd() * width)}" cy="${f(height * (0.85 + rnd() * 0.12))}" r="${f(2 + rnd() * 4)}" fill="${c[3]}" opacity="0.8"/>`).join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${surface.a}"/><stop offset="1" stop-color="${surface.b}"/></linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#t)"/>${grain}
  ${props}
  <ellipse cx="${f(cx + r * 0.06)}" cy="${f(cy + r * 0.08)}" rx="${f(r * 1.12)}" ry="${f(r * 1.05)}" fill="#000" opacity="0.22"/>
  ${vessel}
  ${food(kind, c, cx, cy, r, rnd)}
  <rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
}

/** The picture as a JPEG. */
export function dishJpeg(name: string, seed: number, width = 900, height = 675) {
  return sharpLib()(Buffer.from(dishSvg(name, seed, width, height)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The picture as a PNG (video backgrounds). */
export function dishPng(name: string, seed: number, width: number, height: number) {
  return sharpLib()(Buffer.from(dishSvg(name, seed, width, height)))
    .png()
    .toBuffer();
}
