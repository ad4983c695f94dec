import { endpoints } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.analytics;

export const analyticsKeys = { all: ['admin', 'analytics'] as const };

export const getOverview = (from: string, to: string) => call(e.overview, { query: { from, to } });
export const getItem = (contentType: 'video' | 'recipe', contentId: number, from: string, to: string) =>
  call(e.item, { params: { contentType, contentId }, query: { from, to } });
export const refreshFigures = () => call(e.refresh);

export const overviewQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...analyticsKeys.all, 'overview', from, to],
    queryFn: () => getOverview(from, to),
    placeholderData: keepPreviousData,
  });

export const useOverview = (from: string, to: string) =>
  useQuery({ ...overviewQueryOptions(from, to), enabled: !!from && !!to });

export const useItem = (contentType: 'video' | 'recipe', contentId: number, from: string, to: string) =>
  useQuery({
    queryKey: [...analyticsKeys.all, 'item', contentType, contentId, from, to],
    queryFn: () => getItem(contentType, contentId, from, to),
    placeholderData: keepPreviousData,
    enabled: !!from && !!to && contentId > 0,
  });
