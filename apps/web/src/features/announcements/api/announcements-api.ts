import type {
  Action,
  AdminAnnouncement,
  AdminAnnouncementAction,
  AdminAnnouncementPage,
  AnnouncementInput,
  AnnouncementPatch,
} from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const announcementKeys = {
  all: ['admin', 'announcements'] as const,
  page: (search: string, page: number) => [...announcementKeys.all, 'page', search, page] as const,
};

/** The admin list: all announcements, or those matching a search (spec 002 §7). */
export const getAnnouncements = (search: string, page: number) =>
  search
    ? api.post<AdminAnnouncementPage>('/adminpanel/announcements/search/', {
        search_announcement: search,
        page,
      })
    : api.get<AdminAnnouncementPage>(`/adminpanel/announcements/?page=${page}`);

export const announcementsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: announcementKeys.page(search, page),
    queryFn: () => getAnnouncements(search, page),
  });

export const useAnnouncementsPage = (search: string, page: number) =>
  useQuery({ ...announcementsQuery(search, page), placeholderData: keepPreviousData });

export const getAnnouncement = (id: number) => api.get<AdminAnnouncement>(`/adminpanel/announcements/${id}/`);

export const createAnnouncement = (input: AnnouncementInput) =>
  api.post<AdminAnnouncementAction>('/adminpanel/announcements/', input);

export const updateAnnouncement = (id: number, patch: AnnouncementPatch) =>
  api.patch<AdminAnnouncementAction>(`/adminpanel/announcements/${id}/`, patch);

export const deleteAnnouncement = (id: number) => api.delete<Action>(`/adminpanel/announcements/${id}/`);
