import type {
  Action,
  AdminCategory,
  AdminExpert,
  AppSection,
  CarouselContent,
  CategoryForm,
  FeaturedTopLeft,
  FeaturedTopRight,
  FeaturesSection,
  GallerySection,
  PublishedContentPage,
  PublishedContentType,
  SocialSection,
  SubscribeSection,
} from '@simmer/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The admin home-page editor: the public section reads (spec 000 §7) plus the admin-only
 * reads and writes (spec 002 §7). Query keys start with 'home', so every write refreshes
 * both the editor and the home pages of this tab.
 */
const read = <T>(key: string, path: string) =>
  queryOptions({ queryKey: ['home', key], queryFn: ({ signal }) => api.get<T>(path, { signal }) });

export const editorQueries = {
  topLeft: () => read<FeaturedTopLeft>('top-left', '/homepage/featured-top-left/'),
  topRight: () => read<FeaturedTopRight>('top-right', '/homepage/featured-top-right/'),
  expert: () => read<AdminExpert>('admin-expert', '/adminpanel/meet-the-expert/'),
  features: () => read<FeaturesSection>('features', '/homepage/features-section/'),
  social: () => read<SocialSection>('social', '/homepage/social-media-section/'),
  gallery: () => read<GallerySection>('gallery', '/homepage/image-gallery-section/'),
  app: () => read<AppSection>('app', '/homepage/app-section/'),
  categories: () => read<{ data: AdminCategory[] }>('admin-categories', '/adminpanel/category-section/'),
  sectionTitle: () =>
    read<{ title: string }>('category-section-title', '/adminpanel/category-section-title/'),
  subscribe: () => read<SubscribeSection>('subscribe', '/homepage/subscribe-section/'),
  subscribers: () => read<{ count: number }>('admin-subscribers', '/adminpanel/subscribers/'),
  carousel: () => read<CarouselContent>('carousel', '/admin/carousel-content/'),
  published: (page: number, search: string, type?: PublishedContentType) =>
    queryOptions({
      queryKey: ['home', 'published', page, search, type ?? 'all'],
      queryFn: ({ signal }) => {
        const q = new URLSearchParams({ page: String(page), search });
        if (type) q.set('content_type', type);
        return api.get<PublishedContentPage>(`/adminpanel/published-content/?${q}`, { signal });
      },
    }),
};

export const usePublished = (page: number, search: string, type?: PublishedContentType) =>
  useQuery({ ...editorQueries.published(page, search, type), placeholderData: keepPreviousData });

/** Builds a multipart form; empty values are left out, files are sent only when chosen. */
export function formOf(fields: Record<string, string | number | File | null | undefined>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    form.append(key, value instanceof File ? value : String(value));
  }
  return form;
}

/** A write that refreshes every home read when it succeeds. */
export function useHomeWrite<V>(write: (v: V) => Promise<Action>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      // The footer's social links come with the site configuration.
      Promise.all([
        client.invalidateQueries({ queryKey: ['home'] }),
        client.invalidateQueries({ queryKey: ['site-config'] }),
      ]),
  });
}

export const writes = {
  topLeft: (form: FormData) => api.put<Action>('/homepage/featured-top-left/', form),
  topRightHeading: (heading: string) => api.patch<Action>('/homepage/featured-top-right/', { heading }),
  topRightCreate: (form: FormData) => api.post<Action>('/homepage/featured-top-right/', form),
  topRightReplace: (rank: number, form: FormData) =>
    api.put<Action>(`/homepage/featured-top-right/${rank}/`, form),
  expert: (body: Partial<AdminExpert>) => api.post<Action>('/homepage/meet-the-expert/', body),
  featuresDescription: (description: string) =>
    api.post<Action>('/homepage/features-section/', { description }),
  featureUpdate: (rank: number, body: { title: string; description: string }) =>
    api.patch<Action>(`/homepage/features-section/${rank}/`, body),
  featureCreate: (body: { rank: number; title: string; description: string }) =>
    api.put<Action>('/homepage/features-section/', body),
  social: (body: Partial<SocialSection>) => api.post<Action>('/homepage/social-media-section/', body),
  galleryHeading: (text: string) => api.post<Action>('/homepage/image-gallery-section/', { text }),
  galleryCreate: (form: FormData) => api.put<Action>('/homepage/image-gallery-section/', form),
  galleryReplace: (rank: number, form: FormData) =>
    api.patch<Action>(`/homepage/image-gallery-section/${rank}/`, form),
  app: (form: FormData) => api.post<Action>('/homepage/app-section/', form),
  category: (rank: number, body: CategoryForm) =>
    api.post<Action>(`/adminpanel/category-section/${rank}/`, body),
  sectionTitle: (title: string) => api.put<Action>('/adminpanel/category-section-title/', { title }),
  subscribeBlock: (form: FormData) => api.put<Action>('/homepage/subscribe-section/', form),
  carouselAdd: (form: FormData) => api.post<Action>('/adminpanel/dashboard-item/', form),
  carouselRemove: (id: number) => api.delete<Action>(`/adminpanel/dashboard-item/${id}/`),
};

/** Downloads every subscriber as Subscribers.csv. */
export async function exportSubscribers() {
  const csv = await api.post<Blob>('/adminpanel/subscribers/export/', undefined, { blob: true });
  const url = URL.createObjectURL(csv);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'Subscribers.csv';
  a.click();
  URL.revokeObjectURL(url);
}
