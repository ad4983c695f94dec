import {
  ActionSchema,
  AdminCategoriesSchema,
  AdminCategorySchema,
  AdminExpertSchema,
  AppFormSchema,
  CategoryFormSchema,
  CategoryRankParamsSchema,
  ExpertFormSchema,
  FeatureCreateSchema,
  FeatureFormSchema,
  FeatureRankParamsSchema,
  GalleryHeadingSchema,
  GalleryImageFormSchema,
  GalleryRankParamsSchema,
  HomeContentItemSchema,
  msg,
  SectionDescriptionSchema,
  SectionTitleSchema,
  SocialFormSchema,
  TopRightCreateFormSchema,
  TopRightHeadingSchema,
  TopRightRankParamsSchema,
  TopRightReplaceFormSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { parseFields, readEditorForm } from './form';
import * as editor from './home-editor.service';

/**
 * The admin home-page editor's writes (spec 002 §7 "Home-page editor"), at the paths the
 * public page reads (spec 000 §7). Every write drops the home section cache.
 */
export function homeEditorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['home-editor'];
  const admin = { access: 'admin' } as const;
  // Top-left and top-right answers carry errors in `errorMessage` too (spec 002 §8).
  const slotAdmin = { access: 'admin', errorMessage: true } as const;
  const form = ['multipart/form-data', 'application/json'];
  const slotAnswer = { 200: ActionSchema, 201: ActionSchema };
  return async (app) => {
    app.put('/homepage/featured-top-left/', {
      config: slotAdmin,
      schema: {
        tags,
        consumes: form,
        response: { 200: ActionSchema.extend({ data: HomeContentItemSchema.nullable() }) },
      },
      handler: async (req) => editor.setTopLeft(ctx, await readEditorForm(req, ['cover_image'])),
    });

    app.patch('/homepage/featured-top-right/', {
      config: slotAdmin,
      schema: { tags, body: TopRightHeadingSchema, response: { 200: ActionSchema } },
      handler: async (req) => {
        await editor.savePage(ctx, { topRightHeading: req.body.heading });
        return { msg: msg.homeEditorHeadingUpdated };
      },
    });
    app.post('/homepage/featured-top-right/', {
      config: slotAdmin,
      schema: { tags, consumes: form, response: slotAnswer },
      handler: async (req, reply) => {
        const f = await readEditorForm(req, ['cover_image']);
        const input = parseFields(TopRightCreateFormSchema, f.fields);
        const { created } = await editor.putTopRightSlot(ctx, input.rank, input.youtube_recipe, f);
        return reply
          .status(created ? 201 : 200)
          .send({ msg: created ? msg.homeEditorSlotCreated : msg.homeEditorSlotUpdated });
      },
    });
    app.put('/homepage/featured-top-right/:rank/', {
      config: slotAdmin,
      schema: { tags, consumes: form, params: TopRightRankParamsSchema, response: slotAnswer },
      handler: async (req, reply) => {
        const f = await readEditorForm(req, ['cover_image']);
        const input = parseFields(TopRightReplaceFormSchema, f.fields);
        const { created } = await editor.putTopRightSlot(ctx, req.params.rank, input.youtube_recipe, f);
        return reply
          .status(created ? 201 : 200)
          .send({ msg: created ? msg.homeEditorSlotCreated : msg.homeEditorSlotUpdated });
      },
    });
    app.delete('/homepage/featured-top-right/:rank/', {
      config: slotAdmin,
      schema: { tags, params: TopRightRankParamsSchema, response: { 200: ActionSchema } },
      handler: async (req) => {
        await editor.clearTopRightSlot(ctx, req.params.rank);
        return { msg: msg.homeEditorSlotRemoved };
      },
    });

    app.get('/adminpanel/meet-the-expert/', {
      config: admin,
      schema: { tags, response: { 200: AdminExpertSchema } },
      handler: () => editor.adminExpert(ctx),
    });
    app.post('/homepage/meet-the-expert/', {
      config: admin,
      schema: {
        tags,
        body: ExpertFormSchema,
        response: { 200: ActionSchema.extend({ data: AdminExpertSchema }) },
      },
      handler: (req) => editor.saveExpert(ctx, req.body),
    });

    app.post('/homepage/features-section/', {
      config: admin,
      schema: { tags, body: SectionDescriptionSchema, response: { 200: ActionSchema } },
      handler: async (req) => {
        await editor.savePage(ctx, { featuresDescription: req.body.description });
        return { msg: msg.homeEditorDescriptionUpdated };
      },
    });
    app.patch('/homepage/features-section/:rank/', {
      config: admin,
      schema: {
        tags,
        params: FeatureRankParamsSchema,
        body: FeatureFormSchema,
        response: { 200: ActionSchema },
      },
      handler: (req) => editor.saveFeature(ctx, req.params.rank, req.body),
    });
    app.put('/homepage/features-section/', {
      config: admin,
      schema: { tags, body: FeatureCreateSchema, response: { 200: ActionSchema } },
      handler: (req) => editor.saveFeature(ctx, req.body.rank, req.body),
    });

    app.post('/homepage/social-media-section/', {
      config: admin,
      schema: { tags, body: SocialFormSchema, response: { 200: ActionSchema } },
      handler: (req) => editor.saveSocial(ctx, req.body),
    });

    app.post('/homepage/image-gallery-section/', {
      config: admin,
      schema: { tags, body: GalleryHeadingSchema, response: { 200: ActionSchema } },
      handler: async (req) => {
        await editor.savePage(ctx, { galleryText: req.body.text });
        return { msg: msg.homeEditorGalleryUpdated };
      },
    });
    app.put('/homepage/image-gallery-section/', {
      config: admin,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ActionSchema } },
      handler: async (req) => {
        const f = await readEditorForm(req, ['image']);
        const { rank } = parseFields(GalleryImageFormSchema, f.fields);
        return editor.putGalleryImage(ctx, rank, f);
      },
    });
    app.patch('/homepage/image-gallery-section/:rank/', {
      config: admin,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: GalleryRankParamsSchema,
        response: { 200: ActionSchema },
      },
      handler: async (req) =>
        editor.putGalleryImage(ctx, req.params.rank, await readEditorForm(req, ['image'])),
    });

    app.post('/homepage/app-section/', {
      config: admin,
      schema: { tags, consumes: form, response: { 200: ActionSchema } },
      handler: async (req) => {
        const f = await readEditorForm(req, ['image']);
        return editor.saveApp(ctx, parseFields(AppFormSchema, f.fields), f);
      },
    });

    app.get('/adminpanel/category-section/', {
      config: admin,
      schema: { tags, response: { 200: AdminCategoriesSchema } },
      handler: async () => ({ data: await editor.adminCategories(ctx) }),
    });
    app.get('/adminpanel/category-section/:rank/', {
      config: admin,
      schema: { tags, params: CategoryRankParamsSchema, response: { 200: AdminCategorySchema } },
      handler: (req) => editor.adminCategory(ctx, req.params.rank),
    });
    app.post('/adminpanel/category-section/:rank/', {
      config: admin,
      schema: {
        tags,
        params: CategoryRankParamsSchema,
        body: CategoryFormSchema,
        response: { 200: ActionSchema.extend({ data: AdminCategorySchema }) },
      },
      handler: (req) => editor.saveCategory(ctx, req.params.rank, req.body),
    });
    app.put('/adminpanel/category-section-title/', {
      config: admin,
      schema: { tags, body: SectionTitleSchema, response: { 200: ActionSchema } },
      handler: async (req) => {
        await editor.savePage(ctx, { categorySectionTitle: req.body.title });
        return { msg: msg.homeEditorSectionTitleUpdated };
      },
    });
  };
}
