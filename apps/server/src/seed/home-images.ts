import type sharp from 'sharp';
import type { AppContext } from '../context';
import { lazily } from '../lib/lazily';
import { newKey } from '../platform/storage';

/** sharp is loaded when the demo is made, not with the server. */
const sharpLib = lazily<typeof sharp>('sharp');

/**
 * Demo pictures for the home page, drawn rather than downloaded: a dish seen from above on a
 * table (gallery), or a phone showing the app (app block). Deterministic per seed, so two
 * fresh instances look the same, and never blank.
 */

const palettes = [
  { table: ['#8a5a3b', '#5e3a24'], food: ['#e8590c', '#fab005', '#2f9e44', '#c92a2a'] },
  { table: ['#dee2e6', '#adb5bd'], food: ['#f08c00', '#74b816', '#e03131', '#ffd43b'] },
  { table: ['#364fc7', '#1c2f8a'], food: ['#ffa94d', '#f76707', '#69db7c', '#fff3bf'] },
  { table: ['#2b8a3e', '#1b5e2a'], food: ['#ff6b6b', '#ffe066', '#ffa8a8', '#f8f9fa'] },
  { table: ['#495057', '#212529'], food: ['#fd7e14', '#94d82d', '#fa5252', '#fcc419'] },
];

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

function random(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

function dishSvg(seed: number, width: number, height: number, caption: string): string {
  const rnd = random(seed + 1);
  const p = palettes[seed % palettes.length]!;
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.36;
  const pieces = Array.from({ length: 26 }, (_, i) => {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * r * 0.62;
    const size = r * (0.07 + rnd() * 0.12);
    const colour = p.food[i % p.food.length];
    return `<ellipse cx="${(cx + Math.cos(a) * d).toFixed(1)}" cy="${(cy + Math.sin(a) * d).toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * (0.55 + rnd() * 0.4)).toFixed(1)}" transform="rotate(${Math.round(rnd() * 180)} ${(cx + Math.cos(a) * d).toFixed(1)} ${(cy + Math.sin(a) * d).toFixed(1)})" fill="${colour}" opacity="0.92"/>`;
  }).join('');
  const leaves = Array.from({ length: 7 }, () => {
    const x = cx + (rnd() - 0.5) * r * 1.1;
    const y = cy + (rnd() - 0.5) * r * 1.1;
    return `<path d="M${x.toFixed(1)} ${y.toFixed(1)} q ${r * 0.08} ${-r * 0.12} ${r * 0.18} 0 q ${-r * 0.08} ${r * 0.12} ${-r * 0.18} 0z" fill="#2b8a3e"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.table[0]}"/><stop offset="1" stop-color="${p.table[1]}"/></linearGradient>
    <radialGradient id="plate" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9ecef"/></radialGradient>
    <radialGradient id="sauce" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.food[1]}"/><stop offset="1" stop-color="${p.food[0]}"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#t)"/>
  <rect x="${width * 0.06}" y="${height * 0.08}" width="${width * 0.12}" height="${height * 0.84}" rx="8" fill="#f1f3f5" opacity="0.85"/>
  <circle cx="${cx + 6}" cy="${cy + 10}" r="${r * 1.02}" fill="#000" opacity="0.25"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="#dee2e6" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="url(#sauce)"/>
  ${pieces}${leaves}
  <rect x="${width * 0.82}" y="${height * 0.18}" width="${width * 0.03}" height="${height * 0.64}" rx="6" fill="#ced4da"/>
  <text x="${width - 24}" y="${height - 24}" text-anchor="end" font-family="Georgia, serif" font-size="${Math.round(height * 0.06)}" fill="#ffffff" opacity="0.9">${xml(caption)}</text>
</svg>`;
}

function phoneSvg(width: number, height: number, brand: string): string {
  const pw = height * 0.46;
  const ph = height * 0.86;
  const x = (width - pw) / 2;
  const y = (height - ph) / 2;
  const cards = [0, 1, 2]
    .map((i) => {
      const cy = y + ph * 0.2 + i * ph * 0.24;
      const colours = ['#e8590c', '#2f9e44', '#fab005'];
      return `<rect x="${x + pw * 0.1}" y="${cy}" width="${pw * 0.8}" height="${ph * 0.2}" rx="12" fill="#ffffff"/><rect x="${x + pw * 0.14}" y="${cy + ph * 0.025}" width="${pw * 0.3}" height="${ph * 0.15}" rx="8" fill="${colours[i]}"/><rect x="${x + pw * 0.5}" y="${cy + ph * 0.04}" width="${pw * 0.34}" height="10" rx="5" fill="#868e96"/><rect x="${x + pw * 0.5}" y="${cy + ph * 0.08}" width="${pw * 0.24}" height="10" rx="5" fill="#ced4da"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4e6"/><stop offset="1" stop-color="#ffd8a8"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${width * 0.18}" cy="${height * 0.25}" r="${height * 0.16}" fill="#ffa94d" opacity="0.5"/>
  <circle cx="${width * 0.85}" cy="${height * 0.8}" r="${height * 0.2}" fill="#ff8787" opacity="0.35"/>
  <rect x="${x + 8}" y="${y + 12}" width="${pw}" height="${ph}" rx="36" fill="#000" opacity="0.2"/>
  <rect x="${x}" y="${y}" width="${pw}" height="${ph}" rx="36" fill="#212529"/>
  <rect x="${x + 10}" y="${y + 10}" width="${pw - 20}" height="${ph - 20}" rx="28" fill="#f8f9fa"/>
  <rect x="${x + 10}" y="${y + 10}" width="${pw - 20}" height="${ph * 0.13}" rx="28" fill="#e8590c"/>
  <text x="${x + pw / 2}" y="${y + ph * 0.11}" text-anchor="middle" font-family="Georgia, serif" font-size="${Math.round(ph * 0.05)}" fill="#ffffff">${xml(brand)}</text>
  ${cards}
</svg>`;
}

async function store(ctx: AppContext, svg: string): Promise<string> {
  const jpeg = await sharpLib()(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const key = newKey('images', '.jpg');
  await ctx.storage.put(key, jpeg, 'image/jpeg');
  return ctx.storage.publicUrl(key);
}

export const galleryImage = (ctx: AppContext, seed: number, caption: string) =>
  store(ctx, dishSvg(seed, 900, 675, caption));

export const appImage = (ctx: AppContext) => store(ctx, phoneSvg(900, 700, ctx.config.BRAND_NAME));
