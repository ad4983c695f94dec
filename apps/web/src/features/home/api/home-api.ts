import { endpoints } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.home;

/**
 * Home page data: one fetcher, query options and hook per endpoint (spec 000 §7).
 * Sections change rarely, so they stay fresh for a minute.
 */
const staleTime = 60_000;
const section = <T>(key: string, read: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: ['home', key], queryFn: ({ signal }) => read(signal), staleTime });

export const homeQueries = {
  topLeft: () => section('top-left', (signal) => call(e.topLeft, { signal })),
  topRight: () => section('top-right', (signal) => call(e.topRight, { signal })),
  categoryTitles: () => section('category-titles', (signal) => call(e.categoryTitles, { signal })),
  categorySectionTitle: () =>
    section('category-section-title', (signal) => call(e.categorySectionTitle, { signal })),
  category: (rank: number) =>
    section(`category-${rank}`, (signal) => call(e.category, { params: { rank }, signal })),
  expert: () => section('expert', (signal) => call(e.expert, { signal })),
  gallery: () => section('gallery', (signal) => call(e.gallery, { signal })),
  features: () => section('features', (signal) => call(e.features, { signal })),
  social: () => section('social', (signal) => call(e.social, { signal })),
  app: () => section('app', (signal) => call(e.app, { signal })),
  freeRecipes: () => section('free-recipes', (signal) => call(e.freeRecipes, { signal })),
  carousel: () => section('carousel', (signal) => call(e.carousel, { signal })),
  /** The member's own calendar day decides Today, Yesterday and two days ago. */
  announcements: (today: string) =>
    queryOptions({
      queryKey: ['home', 'announcements', today],
      queryFn: ({ signal }) => call(e.announcements, { query: { today }, signal }),
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
    queryFn: async ({ signal }) => (await call(endpoints.live.status, { signal })).data,
    refetchInterval: 30_000,
  });
