import type { ConnectedRecipe, EpisodeCard } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { episodes, shows, videos, youtubeRecipes } from '../../db/schema';
import { AppError } from '../../http/errors';
import { htmlSteps, htmlToText } from '../../lib/html';
import { brandName } from '../settings/settings.read';
import * as catalog from './catalog.service';

/**
 * Search engines and link previews read the HTML the server sends, without running the
 * app. Public recipe, video and show pages get Open Graph tags and schema.org JSON-LD
 * (Recipe with ingredients and steps, VideoObject, TVSeries) injected into index.html.
 */

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: no "</script>" or "<!--" can close it early. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const isoDuration = (seconds: number | null) => (seconds ? `PT${Math.round(seconds)}S` : undefined);
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

interface Page {
  title: string;
  description: string;
  image: string | null;
  type: string;
  jsonLd: Record<string, unknown>[];
  /** The picture the page draws first and largest, fetched with the HTML (see `imagePreload`). */
  firstImage?: string | null;
}

/**
 * A page's first large picture (its Largest Contentful Paint) is otherwise requested only once
 * the app's code has run and the item has been read; a preload in the HTML starts it at once.
 * The address is the one the page's <img> uses, so the browser reuses this download.
 */
export const imagePreload = (src: string) =>
  `<link rel="preload" as="image" href="${attr(src)}" fetchpriority="high">`;

function recipeLd(
  r: ConnectedRecipe,
  extra: Record<string, unknown>,
  abs: (u: string | null) => string | undefined,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.name,
    image: abs(r.recipe_image) ? [abs(r.recipe_image)] : undefined,
    recipeIngredient: r.ingredients.map((i) => [i.quantity, i.unit, i.name].filter(Boolean).join(' ')),
    recipeInstructions: htmlSteps(r.instructions).map((text) => ({ '@type': 'HowToStep', text })),
    recipeYield: r.recipe_yield || `${r.servings} servings`,
    prepTime: duration(r.prep_minutes),
    cookTime: duration(r.cook_minutes),
    totalTime: duration(r.total_minutes),
    recipeCategory: r.course || undefined,
    suitableForDiet: r.diets.length ? r.diets.map(dietLd) : undefined,
    nutrition: r.nutrition
      ? {
          '@type': 'NutritionInformation',
          calories: r.nutrition.calories !== null ? `${r.nutrition.calories} calories` : undefined,
          proteinContent: r.nutrition.protein_g !== null ? `${r.nutrition.protein_g} g` : undefined,
          carbohydrateContent: r.nutrition.carbs_g !== null ? `${r.nutrition.carbs_g} g` : undefined,
          fatContent: r.nutrition.fat_g !== null ? `${r.nutrition.fat_g} g` : undefined,
        }
      : undefined,
    ...extra,
  };
}

/** Minutes as an ISO 8601 duration (schema.org times): 95 -> PT1H35M. */
function duration(minutes: number | null): string | undefined {
  if (minutes === null) return undefined;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

/** schema.org RestrictedDiet names. */
function dietLd(diet: string) {
  const names: Record<string, string> = {
    vegetarian: 'VegetarianDiet',
    vegan: 'VeganDiet',
    'gluten-free': 'GlutenFreeDiet',
    'dairy-free': 'LowLactoseDiet',
  };
  return `https://schema.org/${names[diet] ?? diet}`;
}

async function pageFor(
  ctx: AppContext,
  urlPath: string,
  abs: (u: string | null) => string | undefined,
): Promise<Page | null | false> {
  const m = /^\/(recipe|video|view-show|watch-show)\/([^/]+)\/?$/.exec(urlPath);
  if (!m) return null;
  if (!/^\d{1,10}$/.test(m[2]!) || Number(m[2]) < 1 || Number(m[2]) > 2_147_483_647) return false;
  const id = Number(m[2]);
  const author = { '@type': 'Organization', name: await brandName(ctx) };
  try {
    if (m[1] === 'recipe') {
      const r = await catalog.recipeDetail(ctx, null, id);
      const extra = {
        description: r.description || undefined,
        datePublished: r.created.slice(0, 10),
        author,
        ...(r.youtube_link
          ? {
              video: {
                '@type': 'VideoObject',
                name: r.title,
                embedUrl: r.youtube_link,
                thumbnailUrl: abs(r.title_image),
                uploadDate: r.created,
              },
            }
          : {}),
      };
      const list = r.connected_recipe.length ? r.connected_recipe : [];
      return {
        title: r.title,
        description: r.description || htmlToText(list[0]?.instructions ?? ''),
        image: r.title_image,
        firstImage: r.title_image,
        type: 'article',
        jsonLd: list.map((c) =>
          recipeLd({ ...c, recipe_image: c.recipe_image ?? r.title_image }, { ...extra, name: c.name }, abs),
        ),
      };
    }
    if (m[1] === 'video' || m[1] === 'watch-show') {
      const v =
        m[1] === 'video'
          ? await catalog.videoDetail(ctx, null, id)
          : await catalog.episodeDetail(ctx, null, id);
      const video = {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: v.title,
        description: v.description || v.title,
        thumbnailUrl: abs(v.title_image) ? [abs(v.title_image)] : undefined,
        uploadDate: v.created,
        duration: isoDuration(v.duration),
        isAccessibleForFree: !v.is_premium,
      };
      return {
        title: 'show_name' in v ? `${(v as EpisodeCard).show_name}: ${v.title}` : v.title,
        description: v.description,
        image: v.title_image,
        type: 'video.other',
        jsonLd: [video, ...v.connected_recipe.map((c) => recipeLd(c, { author, video }, abs))],
      };
    }
    const s = await catalog.showDetail(ctx, null, id);
    return {
      title: s.title,
      description: s.description,
      image: s.cover_image ?? s.title_image,
      type: 'video.tv_show',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'TVSeries',
          name: s.title,
          description: s.description,
          image: abs(s.title_image),
          numberOfEpisodes: s.episodes_count,
          episode: s.episodes.map((e, i) => ({
            '@type': 'TVEpisode',
            name: e.title,
            episodeNumber: i + 1,
            url: abs(`/watch-show/${e.id}`),
          })),
        },
      ],
    };
  } catch (err) {
    // A draft an admin previews still loads the app; an item that never was is a 404.
    if (err instanceof AppError && err.status === 404) return (await exists(ctx, m[1]!, id)) ? null : false;
    throw err;
  }
}

async function exists(ctx: AppContext, page: string, id: number): Promise<boolean> {
  const table =
    page === 'recipe' ? youtubeRecipes : page === 'video' ? videos : page === 'view-show' ? shows : episodes;
  const [row] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}

/** The `transformIndex` hook of the web app (see http/web-app.ts). */
export function catalogPageHead(ctx: AppContext) {
  const base = ctx.config.publicUrl;
  const abs = (u: string | null) =>
    u ? (/^https?:\/\//.test(u) ? u : `${base}${u.startsWith('/') ? '' : '/'}${u}`) : undefined;
  return async (html: string, urlPath: string): Promise<string | null | false> => {
    const page = await pageFor(ctx, urlPath, abs);
    if (!page) return page;
    const brand = await brandName(ctx);
    const title = `${page.title} | ${brand}`;
    const description = clip(page.description.replace(/\s+/g, ' ').trim(), 300);
    const tags = [
      ['og:site_name', brand],
      ['og:type', page.type],
      ['og:title', page.title],
      ['og:description', description],
      ['og:url', abs(urlPath)],
      ['og:image', abs(page.image)],
      ['twitter:card', page.image ? 'summary_large_image' : 'summary'],
    ]
      .filter(([, v]) => v)
      .map(
        ([k, v]) => `<meta ${k!.startsWith('twitter:') ? 'name' : 'property'}="${k}" content="${attr(v!)}">`,
      );
    const head = [
      ...(page.firstImage ? [imagePreload(page.firstImage)] : []),
      `<meta name="description" content="${attr(description)}">`,
      `<link rel="canonical" href="${attr(abs(urlPath)!)}">`,
      ...tags,
      ...page.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
    ].join('\n    ');
    const withTitle = /<title>[\s\S]*?<\/title>/i.test(html)
      ? html.replace(/<title>[\s\S]*?<\/title>/i, `<title>${attr(title)}</title>`)
      : html.replace(/<\/head>/i, `<title>${attr(title)}</title></head>`);
    return withTitle.replace(/<\/head>/i, `    ${head}\n  </head>`);
  };
}
