import { type AnnouncementInput, type AnnouncementPatch, endpoints } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.adminAnnouncements;

export const announcementKeys = {
  all: ['admin', 'announcements'] as const,
  page: (search: string, page: number) => [...announcementKeys.all, 'page', search, page] as const,
};

/** The admin list: all announcements, or those matching a search (spec 002 §7). */
export const getAnnouncements = (search: string, page: number) =>
  search
    ? call(e.search, { body: { search_announcement: search, page } })
    : call(e.list, { query: { page } });

export const announcementsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: announcementKeys.page(search, page),
    queryFn: () => getAnnouncements(search, page),
  });

export const useAnnouncementsPage = (search: string, page: number) =>
  useQuery({ ...announcementsQuery(search, page), placeholderData: keepPreviousData });

export const getAnnouncement = (id: number) => call(e.get, { params: { id } });

export const createAnnouncement = (input: AnnouncementInput) => call(e.create, { body: input });

export const updateAnnouncement = (id: number, patch: AnnouncementPatch) =>
  call(e.update, { params: { id }, body: patch });

export const deleteAnnouncement = (id: number) => call(e.remove, { params: { id } });
