import type {
  AppSection,
  CarouselContent,
  CategoryRecipes,
  CategorySectionTitle,
  CategoryTitles,
  ExpertSection,
  FeaturedTopLeft,
  FeaturedTopRight,
  FeaturesSection,
  FreeYoutubeRecipes,
  GallerySection,
  LivestreamNow,
  SocialSection,
  UserAnnouncements,
} from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * Home page data: one fetcher, query options and hook per endpoint (spec 000 §7).
 * Sections change rarely, so they stay fresh for a minute.
 */
const staleTime = 60_000;
const section = <T>(key: string, path: string) =>
  queryOptions({ queryKey: ['home', key], queryFn: ({ signal }) => api.get<T>(path, { signal }), staleTime });

export const homeQueries = {
  topLeft: () => section<FeaturedTopLeft>('top-left', '/homepage/featured-top-left/'),
  topRight: () => section<FeaturedTopRight>('top-right', '/homepage/featured-top-right/'),
  categoryTitles: () => section<CategoryTitles>('category-titles', '/homepage/category-section/'),
  categorySectionTitle: () =>
    section<CategorySectionTitle>('category-section-title', '/adminpanel/category-section-title/'),
  category: (rank: number) =>
    section<CategoryRecipes>(`category-${rank}`, `/homepage/category-section/${rank}/`),
  expert: () => section<ExpertSection>('expert', '/homepage/meet-the-expert/'),
  gallery: () => section<GallerySection>('gallery', '/homepage/image-gallery-section/'),
  features: () => section<FeaturesSection>('features', '/homepage/features-section/'),
  social: () => section<SocialSection>('social', '/homepage/social-media-section/'),
  app: () => section<AppSection>('app', '/homepage/app-section/'),
  freeRecipes: () => section<FreeYoutubeRecipes>('free-recipes', '/homepage/free-youtube-recipe-section/'),
  carousel: () => section<CarouselContent>('carousel', '/admin/carousel-content/'),
  /** The member's own calendar day decides Today, Yesterday and two days ago. */
  announcements: (today: string) =>
    queryOptions({
      queryKey: ['home', 'announcements', today],
      queryFn: ({ signal }) => api.get<UserAnnouncements>(`/user/announcements/?today=${today}`, { signal }),
      staleTime,
    }),
};

export const useTopLeft = () => useQuery(homeQueries.topLeft());
export const useTopRight = () => useQuery(homeQueries.topRight());
export const useCategoryTitles = () => useQuery(homeQueries.categoryTitles());
export const useCategorySectionTitle = () => useQuery(homeQueries.categorySectionTitle());
export const useCategory = (rank: number, enabled = true) =>
  useQuery({ ...homeQueries.category(rank), enabled });
export const useExpert = () => useQuery(homeQueries.expert());
export const useGallery = () => useQuery(homeQueries.gallery());
export const useFeatures = () => useQuery(homeQueries.features());
export const useSocial = () => useQuery(homeQueries.social());
export const useAppSection = () => useQuery(homeQueries.app());
export const useFreeRecipes = () => useQuery(homeQueries.freeRecipes());
export const useCarousel = () => useQuery(homeQueries.carousel());
export const useAnnouncements = (today: string) => useQuery(homeQueries.announcements(today));

/** Whether a livestream is on now, for the member home's "Live now" banner (polled gently). */
export const liveNowQuery = () =>
  queryOptions({
    queryKey: ['live', 'current'],
    queryFn: async ({ signal }) => (await api.get<LivestreamNow>('/livestream/status/', { signal })).data,
    refetchInterval: 30_000,
  });
