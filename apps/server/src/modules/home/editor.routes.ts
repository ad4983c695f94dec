import {
  AppFormSchema,
  endpoints,
  GalleryImageFormSchema,
  msg,
  TopRightCreateFormSchema,
  TopRightReplaceFormSchema,
} from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { parseFields } from '../../http/multipart';
import { readEditorForm } from './editor.form';
import * as editor from './editor.service';

/**
 * The admin home-page editor's writes (spec 002 §7 "Home-page editor"), at the paths the
 * public page reads (spec 000 §7). Every write drops the home section cache.
 */
export function homeEditorRoutes(ctx: AppContext) {
  // Top-left and top-right answers carry errors in `errorMessage` too (spec 002 §8).
  const slot = { errorMessage: true };
  return serve('home-editor', endpoints.homeEditor, {
    setTopLeft: {
      config: slot,
      handler: async (req) => editor.setTopLeft(ctx, await readEditorForm(req, ['cover_image'])),
    },
    setTopRightHeading: {
      config: slot,
      handler: async (req) => {
        await editor.savePage(ctx, { topRightHeading: req.body.heading });
        return { msg: msg.homeEditorHeadingUpdated };
      },
    },
    createTopRight: {
      config: slot,
      handler: async (req, reply) => {
        const f = await readEditorForm(req, ['cover_image']);
        const input = parseFields(TopRightCreateFormSchema, f.fields);
        const { created } = await editor.putTopRightSlot(ctx, input.rank, input.youtube_recipe, f, input);
        reply.status(created ? 201 : 200);
        return { msg: created ? msg.homeEditorSlotCreated : msg.homeEditorSlotUpdated };
      },
    },
    replaceTopRight: {
      config: slot,
      handler: async (req, reply) => {
        const f = await readEditorForm(req, ['cover_image']);
        const input = parseFields(TopRightReplaceFormSchema, f.fields);
        const { created } = await editor.putTopRightSlot(
          ctx,
          req.params.rank,
          input.youtube_recipe,
          f,
          input,
        );
        reply.status(created ? 201 : 200);
        return { msg: created ? msg.homeEditorSlotCreated : msg.homeEditorSlotUpdated };
      },
    },
    clearTopRight: {
      config: slot,
      handler: async (req) => {
        await editor.clearTopRightSlot(ctx, req.params.rank);
        return { msg: msg.homeEditorSlotRemoved };
      },
    },

    adminExpert: () => editor.adminExpert(ctx),
    saveExpert: (req) => editor.saveExpert(ctx, req.body),

    setFeaturesDescription: async (req) => {
      await editor.savePage(ctx, { featuresDescription: req.body.description });
      return { msg: msg.homeEditorDescriptionUpdated };
    },
    updateFeature: (req) => editor.saveFeature(ctx, req.params.rank, req.body),
    createFeature: (req) => editor.saveFeature(ctx, req.body.rank, req.body),

    saveSocial: (req) => editor.saveSocial(ctx, req.body),

    setGalleryHeading: async (req) => {
      await editor.savePage(ctx, { galleryText: req.body.text });
      return { msg: msg.homeEditorGalleryUpdated };
    },
    createGalleryImage: async (req) => {
      const f = await readEditorForm(req, ['image']);
      const { rank } = parseFields(GalleryImageFormSchema, f.fields);
      return editor.putGalleryImage(ctx, rank, f);
    },
    replaceGalleryImage: async (req) =>
      editor.putGalleryImage(ctx, req.params.rank, await readEditorForm(req, ['image'])),

    saveApp: async (req) => {
      const f = await readEditorForm(req, ['image']);
      return editor.saveApp(ctx, parseFields(AppFormSchema, f.fields), f);
    },

    adminCategories: async () => ({ data: await editor.adminCategories(ctx) }),
    adminCategory: (req) => editor.adminCategory(ctx, req.params.rank),
    saveCategory: (req) => editor.saveCategory(ctx, req.params.rank, req.body),
    setCategorySectionTitle: async (req) => {
      await editor.savePage(ctx, { categorySectionTitle: req.body.title });
      return { msg: msg.homeEditorSectionTitleUpdated };
    },
  });
}
