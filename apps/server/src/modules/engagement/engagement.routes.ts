import { EditCommentFieldsSchema, endpoints, NewCommentFieldsSchema } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { parseFields } from '../../http/multipart';
import { pageRequest, pageResponse } from '../../http/pagination';
import { itemTag, listTag } from '../../http/public-cache';
import { readCommentForm } from './comment.form';
import * as comments from './comments.service';
import * as engagement from './engagement.service';
import { savedContent } from './saved.service';

/** Every entry of the group but `report`: the reports module serves that one (it sits above this module). */
const { report: _servedByReports, ...entries } = endpoints.engagement;

/** A like or bookmark changes its item's counts: on the item's page and the lists it is on (decision 800). */
const reactedItem = {
  invalidates: (request: { body: unknown }) => {
    const { content_type: type, id } = request.body as { content_type: string; id: number };
    return [itemTag(type, id), listTag(type)];
  },
};

/** Likes, bookmarks, comments and saved content, for catalog items and community posts. */
export function engagementRoutes(ctx: AppContext) {
  return serve('engagement', entries, {
    like: {
      handler: (req) => engagement.toggleLike(ctx, requireAuth(req.auth), req.body),
      config: reactedItem,
    },
    bookmark: {
      handler: (req) => engagement.toggleBookmark(ctx, requireAuth(req.auth), req.body),
      config: reactedItem,
    },
    // Public for catalog items; comments on community posts need a member (checked in the service).
    listComments: async (req) => {
      const page = pageRequest(req.query.page);
      const r = await comments.listComments(ctx, req.auth, req.query.comment_type, req.params.id, page);
      return pageResponse(req, page, r.count, r.results);
    },
    createComment: async (req) => {
      const f = await readCommentForm(req);
      const fields = parseFields(NewCommentFieldsSchema, f.fields);
      return comments.createComment(ctx, requireAuth(req.auth), fields, f.image);
    },
    updateComment: async (req) => {
      const f = await readCommentForm(req);
      const fields = parseFields(EditCommentFieldsSchema, f.fields);
      return comments.updateComment(
        ctx,
        requireAuth(req.auth),
        req.params.id,
        { text: fields.text, removeImage: fields.remove_image === 'true' },
        f.image,
      );
    },
    likeComment: (req) => comments.toggleCommentLike(ctx, requireAuth(req.auth), req.params.id),
    deleteComment: (req) => comments.deleteComment(ctx, requireAuth(req.auth), req.params.id),
    savedContent: async (req) => {
      const page = pageRequest(req.query.page);
      const r = await savedContent(ctx, requireAuth(req.auth), page);
      return pageResponse(req, page, r.count, r.results);
    },
  });
}
