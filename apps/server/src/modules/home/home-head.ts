import type { AppContext } from '../../context';
import { imagePreload } from '../catalog/seo.service';
import * as home from './home.service';
import { cachedSection } from './section-cache.service';

/**
 * The public home's largest paint is the featured top-left picture, which the page learns of
 * only after its code has run and the section has been read. The HTML of /home-page-new names
 * it in a preload, so the picture downloads alongside the app's code.
 */
export function homePageHead(ctx: AppContext) {
  return async (html: string, urlPath: string): Promise<string | null> => {
    if (!/^\/home-page-new\/?$/.test(urlPath)) return null;
    const { data } = await cachedSection(ctx, 'top-left', () => home.featuredTopLeft(ctx));
    const details =
      data &&
      (data.video_details ?? data.show_details ?? data.episode_details ?? data.youtube_recipe_details);
    const image = data?.cover_image ?? details?.title_image;
    return image ? html.replace(/<\/head>/i, `  ${imagePreload(image)}\n  </head>`) : null;
  };
}
