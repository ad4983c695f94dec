import { ActionSchema } from '../common';
import { endpoint } from '../endpoint';
import { CategoryRankParamsSchema, HomeContentItemSchema } from '../home';
import {
  AdminCategoriesSchema,
  AdminCategorySchema,
  AdminExpertSchema,
  CategoryFormSchema,
  ExpertFormSchema,
  FeatureCreateSchema,
  FeatureFormSchema,
  FeatureRankParamsSchema,
  GalleryHeadingSchema,
  GalleryRankParamsSchema,
  SectionDescriptionSchema,
  SectionTitleSchema,
  SocialFormSchema,
  TopRightHeadingSchema,
  TopRightRankParamsSchema,
} from '../home-editor';

/**
 * The admin home-page editor's writes (spec 002 §7 "Home-page editor"), at the paths the public
 * page reads (spec 000 §7). The multipart forms (images) also take JSON; their fields are
 * checked by the server with the form schemas of `home-editor.ts`. A top-right slot answers
 * 201 when it was created and 200 when it was replaced.
 */
export const homeEditorEndpoints = {
  setTopLeft: endpoint({
    method: 'PUT',
    path: '/homepage/featured-top-left/',
    access: 'admin',
    body: 'multipart',
    response: ActionSchema.extend({ data: HomeContentItemSchema.nullable() }),
  }),
  setTopRightHeading: endpoint({
    method: 'PATCH',
    path: '/homepage/featured-top-right/',
    access: 'admin',
    body: TopRightHeadingSchema,
    response: ActionSchema,
  }),
  createTopRight: endpoint({
    method: 'POST',
    path: '/homepage/featured-top-right/',
    access: 'admin',
    body: 'multipart',
    response: ActionSchema,
    responses: { 201: ActionSchema },
  }),
  replaceTopRight: endpoint({
    method: 'PUT',
    path: '/homepage/featured-top-right/:rank/',
    access: 'admin',
    params: TopRightRankParamsSchema,
    body: 'multipart',
    response: ActionSchema,
    responses: { 201: ActionSchema },
  }),
  clearTopRight: endpoint({
    method: 'DELETE',
    path: '/homepage/featured-top-right/:rank/',
    access: 'admin',
    params: TopRightRankParamsSchema,
    response: ActionSchema,
  }),
  adminExpert: endpoint({
    method: 'GET',
    path: '/adminpanel/meet-the-expert/',
    access: 'admin',
    response: AdminExpertSchema,
  }),
  saveExpert: endpoint({
    method: 'POST',
    path: '/homepage/meet-the-expert/',
    access: 'admin',
    body: ExpertFormSchema,
    response: ActionSchema.extend({ data: AdminExpertSchema }),
  }),
  setFeaturesDescription: endpoint({
    method: 'POST',
    path: '/homepage/features-section/',
    access: 'admin',
    body: SectionDescriptionSchema,
    response: ActionSchema,
  }),
  updateFeature: endpoint({
    method: 'PATCH',
    path: '/homepage/features-section/:rank/',
    access: 'admin',
    params: FeatureRankParamsSchema,
    body: FeatureFormSchema,
    response: ActionSchema,
  }),
  createFeature: endpoint({
    method: 'PUT',
    path: '/homepage/features-section/',
    access: 'admin',
    body: FeatureCreateSchema,
    response: ActionSchema,
  }),
  saveSocial: endpoint({
    method: 'POST',
    path: '/homepage/social-media-section/',
    access: 'admin',
    body: SocialFormSchema,
    response: ActionSchema,
  }),
  setGalleryHeading: endpoint({
    method: 'POST',
    path: '/homepage/image-gallery-section/',
    access: 'admin',
    body: GalleryHeadingSchema,
    response: ActionSchema,
  }),
  createGalleryImage: endpoint({
    method: 'PUT',
    path: '/homepage/image-gallery-section/',
    access: 'admin',
    body: 'multipart',
    response: ActionSchema,
  }),
  replaceGalleryImage: endpoint({
    method: 'PATCH',
    path: '/homepage/image-gallery-section/:rank/',
    access: 'admin',
    params: GalleryRankParamsSchema,
    body: 'multipart',
    response: ActionSchema,
  }),
  saveApp: endpoint({
    method: 'POST',
    path: '/homepage/app-section/',
    access: 'admin',
    body: 'multipart',
    response: ActionSchema,
  }),
  adminCategories: endpoint({
    method: 'GET',
    path: '/adminpanel/category-section/',
    access: 'admin',
    response: AdminCategoriesSchema,
  }),
  adminCategory: endpoint({
    method: 'GET',
    path: '/adminpanel/category-section/:rank/',
    access: 'admin',
    params: CategoryRankParamsSchema,
    response: AdminCategorySchema,
  }),
  saveCategory: endpoint({
    method: 'POST',
    path: '/adminpanel/category-section/:rank/',
    access: 'admin',
    params: CategoryRankParamsSchema,
    body: CategoryFormSchema,
    response: ActionSchema.extend({ data: AdminCategorySchema }),
  }),
  setCategorySectionTitle: endpoint({
    method: 'PUT',
    path: '/adminpanel/category-section-title/',
    access: 'admin',
    body: SectionTitleSchema,
    response: ActionSchema,
  }),
} as const;
