import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import { changesNoPublicAnswer } from '../../http/public-cache';
import * as community from './community.service';
import { readPostForm } from './post.form';

/** Community posts: the timeline, a member's own and saved posts, create, edit, delete. */
export function communityRoutes(ctx: AppContext) {
  return serve('community', endpoints.community, {
    listPosts: async (req) => {
      const page = pageRequest(req.query.page);
      const result = await community.listPosts(ctx, requireAuth(req.auth), page, {
        postType: req.query.post_type,
      });
      return pageResponse(req, page, result.count, result.results);
    },
    myPosts: async (req) => {
      const page = pageRequest(req.query.page);
      const result = await community.listPosts(ctx, requireAuth(req.auth), page, {
        postType: req.query.post_type,
        mine: true,
      });
      return pageResponse(req, page, result.count, result.results);
    },
    savedPosts: async (req) => {
      const page = pageRequest(req.query.page);
      const result = await community.listSavedPosts(ctx, requireAuth(req.auth), page);
      return pageResponse(req, page, result.count, result.results);
    },
    getPost: (req) => community.getPost(ctx, requireAuth(req.auth), req.params.id),
    // Posts are shown to members only, never from the public cache: no kept answer changes.
    createPost: {
      config: changesNoPublicAnswer,
      handler: async (req) => community.createPost(ctx, requireAuth(req.auth), await readPostForm(req)),
    },
    updatePost: {
      config: changesNoPublicAnswer,
      handler: async (req) =>
        community.updatePost(ctx, requireAuth(req.auth), req.params.id, await readPostForm(req)),
    },
    deletePost: {
      config: changesNoPublicAnswer,
      handler: (req) => community.deletePost(ctx, requireAuth(req.auth), req.params.id),
    },
  });
}
