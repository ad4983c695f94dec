import { paths } from '@simmer/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { shows, videos, youtubeRecipes } from '../db/schema';

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The most URLs one sitemap file may list (sitemaps.org). */
const SITEMAP_MAX = 50_000;

/**
 * What a browser and a crawler read beside the pages: the web app manifest (the brand's name
 * and colour), and (decision 446): `robots.txt` (the API, the admin and member
 * pages are not for indexing; the sitemap's address) and `sitemap.xml` with every
 * published recipe, video and show.
 */
export async function registerSiteFiles(app: FastifyInstance, ctx: AppContext) {
  const base = ctx.config.publicUrl;
  const config = { access: 'public' as const };
  app.get('/robots.txt', { config, schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Disallow: /v1/',
      'Disallow: /admin-home-page',
      'Disallow: /user-home-page',
      'Disallow: /mobile-payment-checkout/',
      'Disallow: /store-checkout/',
      'Allow: /',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  // The web app manifest carries the brand as the settings have it now (an admin may rename it).
  app.get('/manifest.webmanifest', { config, schema: { hide: true } }, async (_request, reply) => {
    const s = await ctx.settings.get();
    const icons = [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      s.favicon_url
        ? {
            src: s.favicon_url,
            sizes: '256x256',
            type: /\.jpe?g$/i.test(s.favicon_url) ? 'image/jpeg' : 'image/png',
          }
        : { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ];
    const manifest = {
      name: s.brand_name,
      short_name: s.brand_name.length > 12 ? s.brand_name.slice(0, 12).trim() : s.brand_name,
      description: 'Cook along with chef-led video recipes, shows and a community of home cooks.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: s.primary_color,
      icons,
    };
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest, null, 2));
  });

  app.get('/sitemap.xml', { config, schema: { hide: true } }, async (_request, reply) => {
    const db = ctx.db;
    const [recipes, videoRows, showRows] = await Promise.all([
      db
        .select({ id: youtubeRecipes.id, updated: youtubeRecipes.updatedAt })
        .from(youtubeRecipes)
        .where(eq(youtubeRecipes.isPublish, true))
        .orderBy(desc(youtubeRecipes.id))
        .limit(SITEMAP_MAX),
      db
        .select({ id: videos.id, updated: videos.updatedAt })
        .from(videos)
        .where(eq(videos.isPublish, true))
        .orderBy(desc(videos.id))
        .limit(SITEMAP_MAX),
      db
        .select({ id: shows.id, updated: shows.updatedAt })
        .from(shows)
        .where(eq(shows.isPublish, true))
        .orderBy(desc(shows.id))
        .limit(SITEMAP_MAX),
    ]);
    const url = (loc: string, updated?: Date) =>
      `  <url><loc>${xml(`${base}${loc}`)}</loc>${updated ? `<lastmod>${updated.toISOString()}</lastmod>` : ''}</url>`;
    const entries = [
      url(paths.publicHome()),
      url('/all-recipes'),
      url('/all-videos'),
      url('/all-shows'),
      ...recipes.map((r) => url(paths.recipe(r.id), r.updated)),
      ...videoRows.map((v) => url(paths.video(v.id), v.updated)),
      ...showRows.map((s) => url(paths.show(s.id), s.updated)),
    ].slice(0, SITEMAP_MAX);
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(body);
  });
}
