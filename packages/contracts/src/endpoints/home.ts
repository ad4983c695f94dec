import { CatalogSearchBodySchema } from '../catalog';
import { pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  AppSectionSchema,
  CarouselContentSchema,
  CategoryRankParamsSchema,
  CategoryRecipesSchema,
  CategorySectionTitleSchema,
  CategoryTitlesSchema,
  ExpertSectionSchema,
  FeaturedTopLeftSchema,
  FeaturedTopRightSchema,
  FeaturesSectionSchema,
  FreeYoutubeRecipesSchema,
  GallerySectionSchema,
  SocialSectionSchema,
  UserAnnouncementsQuerySchema,
  UserAnnouncementsSchema,
} from '../home';

/**
 * Public home page sections, member home rows and announcements (spec 000 §7). The public
 * reads are the same for every visitor, so the server keeps and shares their answers.
 */
export const homeEndpoints = {
  topLeft: endpoint({
    method: 'GET',
    path: '/homepage/featured-top-left/',
    access: 'public',
    response: FeaturedTopLeftSchema,
  }),
  topRight: endpoint({
    method: 'GET',
    path: '/homepage/featured-top-right/',
    access: 'public',
    response: FeaturedTopRightSchema,
  }),
  categoryTitles: endpoint({
    method: 'GET',
    path: '/homepage/category-section/',
    access: 'public',
    response: CategoryTitlesSchema,
  }),
  category: endpoint({
    method: 'GET',
    path: '/homepage/category-section/:rank/',
    access: 'public',
    params: CategoryRankParamsSchema,
    query: pageQuerySchema,
    response: CategoryRecipesSchema,
  }),
  /** The public page reads the section title here too, so this read is public. */
  categorySectionTitle: endpoint({
    method: 'GET',
    path: '/adminpanel/category-section-title/',
    access: 'public',
    response: CategorySectionTitleSchema,
  }),
  expert: endpoint({
    method: 'GET',
    path: '/homepage/meet-the-expert/',
    access: 'public',
    response: ExpertSectionSchema,
  }),
  gallery: endpoint({
    method: 'GET',
    path: '/homepage/image-gallery-section/',
    access: 'public',
    response: GallerySectionSchema,
  }),
  features: endpoint({
    method: 'GET',
    path: '/homepage/features-section/',
    access: 'public',
    response: FeaturesSectionSchema,
  }),
  social: endpoint({
    method: 'GET',
    path: '/homepage/social-media-section/',
    access: 'public',
    response: SocialSectionSchema,
  }),
  app: endpoint({
    method: 'GET',
    path: '/homepage/app-section/',
    access: 'public',
    response: AppSectionSchema,
  }),
  freeRecipes: endpoint({
    method: 'GET',
    path: '/homepage/free-youtube-recipe-section/',
    access: 'public',
    query: pageQuerySchema,
    response: FreeYoutubeRecipesSchema,
  }),
  /** Carousel rows are published catalog content, so reading them is public; writing is admin. */
  carousel: endpoint({
    method: 'GET',
    path: '/admin/carousel-content/',
    access: 'public',
    response: CarouselContentSchema,
  }),
  /** The member home's search mode (spec 000 §7: POST with {search}): the rows whose content matches. */
  searchCarousel: endpoint({
    method: 'POST',
    path: '/admin/carousel-content/',
    access: 'public',
    body: CatalogSearchBodySchema,
    response: CarouselContentSchema,
  }),
  announcements: endpoint({
    method: 'GET',
    path: '/user/announcements/',
    access: 'user',
    query: UserAnnouncementsQuerySchema,
    response: UserAnnouncementsSchema,
  }),
} as const;
