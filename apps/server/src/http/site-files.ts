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
 * What a crawler reads first (decision 446): `robots.txt` (the API, the admin and member
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
