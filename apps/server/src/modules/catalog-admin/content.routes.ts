import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { type EndpointRequest, serve } from '../../http/endpoints';
import { pageAnswer } from '../../http/pagination';
import { readContentForm } from './content.form';
import * as content from './content.service';

const e = endpoints.adminContent;

/**
 * Admin content upload and management (spec 002 §2.10, §7): shows, episodes, videos and
 * YouTube recipes, published or not. Paths keep the spec's names under `/adminpanel/`
 * (decision 280). Forms are multipart (image files) or JSON (publish toggles, stored images).
 */
export function adminContentRoutes(ctx: AppContext) {
  // The spec's two paths of a YouTube recipe's update share one handler.
  const updateRecipe = async (req: EndpointRequest<typeof e.updateRecipe | typeof e.updateRecipeContent>) =>
    content.updateRecipe(ctx, req.auth, req.params.id, await readContentForm(req));
  return serve('admin-content', e, {
    // shows
    createShow: async (req) => content.createShow(ctx, req.auth, await readContentForm(req)),
    updateShow: async (req) => content.updateShow(ctx, req.auth, req.params.id, await readContentForm(req)),
    getShow: (req) => content.getShow(ctx, req.auth, req.params.id),

    // episodes
    createEpisode: async (req) => content.createEpisode(ctx, req.auth, await readContentForm(req)),
    getEpisode: (req) => content.getEpisode(ctx, req.auth, req.params.id),
    updateEpisode: async (req) =>
      content.updateEpisode(ctx, req.auth, req.params.id, await readContentForm(req)),
    deleteEpisode: (req) => content.deleteContent(ctx, req.auth, 'episode', req.params.id),

    // videos
    createVideo: async (req) => content.createVideo(ctx, req.auth, await readContentForm(req)),
    updateVideo: async (req) => content.updateVideo(ctx, req.auth, req.params.id, await readContentForm(req)),
    getVideo: (req) => content.getVideo(ctx, req.auth, req.params.id),

    // YouTube recipes
    createRecipe: async (req) => content.createRecipe(ctx, req.auth, await readContentForm(req)),
    getRecipe: (req) => content.getRecipe(ctx, req.auth, req.params.id),
    updateRecipe,
    updateRecipeContent: updateRecipe,
    deleteRecipe: (req) => content.deleteContent(ctx, req.auth, 'youtube-recipe', req.params.id),

    // listing, delete, tags
    listContent: async (req) => pageAnswer(req, await content.listContent(ctx, req.auth, req.query)),
    searchContent: async (req) =>
      pageAnswer(
        req,
        await content.listContent(ctx, req.auth, { page: req.body.page ?? 1, search: req.body.search }),
      ),
    deleteContent: (req) => content.deleteContent(ctx, req.auth, req.params.contentType, req.params.id),
    addTags: (req) => content.addTags(ctx, req.auth, req.body),
    tagSearch: (req) => content.tagSearch(ctx, req.auth, req.body.search),
  });
}
