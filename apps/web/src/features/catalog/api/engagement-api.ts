import { endpoints, type ReactableType } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.engagement;

export const toggleLike = (content_type: ReactableType, id: number) =>
  call(e.like, { body: { content_type, id } });
export const toggleBookmark = (content_type: ReactableType, id: number) =>
  call(e.bookmark, { body: { content_type, id } });

export const getSavedContent = (page: number) => call(e.savedContent, { query: { page } });
export const useSavedContent = (page: number) =>
  useQuery({ queryKey: ['catalog', 'saved', page], queryFn: () => getSavedContent(page) });
