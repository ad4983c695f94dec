import { type Action, type BodyIn, endpoints, type PublishedContentType } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const home = endpoints.home;
const h = endpoints.homeEditor;
const c = endpoints.carousel;
const s = endpoints.subscribe;

/**
 * The admin home-page editor: the public section reads (spec 000 §7) plus the admin-only
 * reads and writes (spec 002 §7). Query keys start with 'home', so every write refreshes
 * both the editor and the home pages of this tab.
 */
const read = <T>(key: string, fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: ['home', key], queryFn: ({ signal }) => fetch(signal) });

export const editorQueries = {
  topLeft: () => read('top-left', (signal) => call(home.topLeft, { signal })),
  topRight: () => read('top-right', (signal) => call(home.topRight, { signal })),
  expert: () => read('admin-expert', (signal) => call(h.adminExpert, { signal })),
  features: () => read('features', (signal) => call(home.features, { signal })),
  social: () => read('social', (signal) => call(home.social, { signal })),
  gallery: () => read('gallery', (signal) => call(home.gallery, { signal })),
  app: () => read('app', (signal) => call(home.app, { signal })),
  categories: () => read('admin-categories', (signal) => call(h.adminCategories, { signal })),
  sectionTitle: () => read('category-section-title', (signal) => call(home.categorySectionTitle, { signal })),
  subscribe: () => read('subscribe', (signal) => call(s.section, { signal })),
  subscribers: () => read('admin-subscribers', (signal) => call(s.stats, { signal })),
  carousel: () => read('carousel', (signal) => call(home.carousel, { signal })),
  published: (page: number, search: string, type?: PublishedContentType) =>
    queryOptions({
      queryKey: ['home', 'published', page, search, type ?? 'all'],
      queryFn: ({ signal }) => call(c.listPublished, { query: { page, search, content_type: type }, signal }),
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
  topLeft: (form: FormData) => call(h.setTopLeft, { body: form }),
  topRightHeading: (heading: string) => call(h.setTopRightHeading, { body: { heading } }),
  topRightCreate: (form: FormData) => call(h.createTopRight, { body: form }),
  topRightReplace: (rank: number, form: FormData) =>
    call(h.replaceTopRight, { params: { rank }, body: form }),
  expert: (body: BodyIn<typeof h.saveExpert>) => call(h.saveExpert, { body }),
  featuresDescription: (description: string) => call(h.setFeaturesDescription, { body: { description } }),
  featureUpdate: (rank: number, body: BodyIn<typeof h.updateFeature>) =>
    call(h.updateFeature, { params: { rank }, body }),
  featureCreate: (body: BodyIn<typeof h.createFeature>) => call(h.createFeature, { body }),
  social: (body: BodyIn<typeof h.saveSocial>) => call(h.saveSocial, { body }),
  galleryHeading: (text: string) => call(h.setGalleryHeading, { body: { text } }),
  galleryCreate: (form: FormData) => call(h.createGalleryImage, { body: form }),
  galleryReplace: (rank: number, form: FormData) =>
    call(h.replaceGalleryImage, { params: { rank }, body: form }),
  app: (form: FormData) => call(h.saveApp, { body: form }),
  category: (rank: number, body: BodyIn<typeof h.saveCategory>) =>
    call(h.saveCategory, { params: { rank }, body }),
  sectionTitle: (title: string) => call(h.setCategorySectionTitle, { body: { title } }),
  subscribeBlock: (form: FormData) => call(s.saveSection, { body: form }),
  carouselAdd: (form: FormData) => call(c.addItem, { body: form }),
  carouselRemove: (id: number) => call(c.removeItem, { params: { id } }),
};

/** Downloads every subscriber as Subscribers.csv. */
export async function exportSubscribers() {
  const csv = await call(s.exportCsv);
  const url = URL.createObjectURL(csv);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'Subscribers.csv';
  a.click();
  URL.revokeObjectURL(url);
}
