import type { BrandSettings } from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

type TransformIndex = (
  html: string,
  urlPath: string,
  request: FastifyRequest,
) => Promise<string | null | false>;

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The brand as the settings have it now, in a page's head: the title of pages without one of
 * their own, the theme colour, the icon and `og:site_name` (pages whose head names their item
 * already carry it).
 */
export function brandHead(html: string, s: BrandSettings, ownTitle: boolean): string {
  let out = html.replace(
    /<meta name="theme-color" content="[^"]*"\s*\/?>/i,
    `<meta name="theme-color" content="${attr(s.primary_color)}" />`,
  );
  if (!ownTitle) out = out.replace(/<title>[^<]*<\/title>/i, `<title>${attr(s.brand_name)}</title>`);
  if (s.favicon_url)
    out = out.replace(/<link rel="icon"[^>]*>/i, `<link rel="icon" href="${attr(s.favicon_url)}" />`);
  if (!/property="og:site_name"/.test(out))
    out = out.replace(
      /<\/head>/i,
      `  <meta property="og:site_name" content="${attr(s.brand_name)}">\n  </head>`,
    );
  return out;
}

/** Wraps the pages' own head hooks (catalog, home) so that every page carries the brand. */
export function brandedIndex(ctx: Pick<AppContext, 'settings'>, pages: TransformIndex): TransformIndex {
  return async (html, urlPath, request) => {
    const own = await pages(html, urlPath, request);
    if (own === false) return false;
    return brandHead(own ?? html, await ctx.settings.get(), own !== null && hasItemTitle(own));
  };
}

/** A page head hook that named its item sets `<title>Item | Brand</title>`. */
const hasItemTitle = (html: string) => /<title>[^<]*\|[^<]*<\/title>/i.test(html);
