import { type BodyIn, endpoints } from '@simmer/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { siteConfigQuery } from '../../../lib/site-config';

const e = endpoints.settings;

/**
 * The brand settings page: its own settings, and the two it edits where they already live
 * (prices with the plans, social links with the home page's social section).
 */
export const settingsQueries = {
  settings: () =>
    queryOptions({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => call(e.read, { signal }) }),
  prices: () =>
    queryOptions({
      queryKey: ['admin', 'settings', 'prices'],
      queryFn: ({ signal }) => call(endpoints.billing.getPricing, { signal }),
    }),
  social: () =>
    queryOptions({
      queryKey: ['home', 'social'],
      queryFn: ({ signal }) => call(endpoints.home.social, { signal }),
    }),
};

export const updateSettings = (body: BodyIn<typeof e.update>) => call(e.update, { body });
export const updatePrices = (body: BodyIn<typeof endpoints.billing.updatePricing>) =>
  call(endpoints.billing.updatePricing, { body });
export const saveSocial = (body: BodyIn<typeof endpoints.homeEditor.saveSocial>) =>
  call(endpoints.homeEditor.saveSocial, { body });

/** Uploads a logo or icon through the media library's image store; answers its address. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await call(endpoints.media.uploadImage, { body: form })).url;
}

/** A write after which every page of this tab shows the brand as saved. */
export function useSettingsWrite<V, R>(write: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'settings'] }),
        client.invalidateQueries({ queryKey: ['home'] }),
        client.invalidateQueries({ queryKey: siteConfigQuery.queryKey }),
      ]),
  });
}
