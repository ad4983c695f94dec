/**
 * Sizes of the built web app (apps/web/dist, `npm run build`), gzipped file by file as a
 * browser without brotli receives them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Figures = Record<string, number>;

/** The build measured: apps/web/dist, or BENCH_WEB_DIST (a build made elsewhere, e.g. a baseline). */
export const webDist = path.resolve(
  process.env.BENCH_WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'),
);

/** The module of the public home page, as the Vite manifest names it. */
const homePage = 'src/features/home/pages/public-home-page.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * What a first visit to /home-page-new loads before the page can draw: the entry, every chunk
 * it imports statically, and the home page's own chunk with its static imports (the chunks
 * loaded with it). Lazy parts (modals, the player, other pages) are not counted.
 */
function homeFirstLoad(dist: string): { js: string[]; css: string[] } | null {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit('index.html');
  if (!manifest[homePage]) throw new Error(`${homePage} is not in the Vite manifest`);
  visit(homePage);
  return { js: [...js], css: [...css] };
}

export function bundleFigures(dist = webDist): Figures {
  if (!existsSync(dist)) return {};
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets);
  const size = (f: string) => statSync(path.join(assets, f)).size;
  const gz = (f: string) => gzipSync(readFileSync(path.join(dist, f))).length;
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  // What index.html references directly (entry, preloaded chunks, stylesheet).
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/\/(assets\/[^"']+\.(?:js|css))/g)].map((m) => m[1]!);
  const kb = (list: string[]) => Math.round(list.reduce((s, f) => s + gz(f), 0) / 1024);
  const home = homeFirstLoad(dist);
  return {
    'web.js_total_kb': Math.round(js.reduce((s, f) => s + size(f), 0) / 1024),
    'web.css_total_kb': Math.round(css.reduce((s, f) => s + size(f), 0) / 1024),
    'web.initial_gzip_kb': kb(initial),
    ...(home && {
      'web.home_first_load_js_gzip_kb': kb(home.js),
      'web.home_first_load_css_gzip_kb': kb(home.css),
      'web.home_first_load_chunks': home.js.length,
    }),
    'web.chunks': js.length,
  };
}
