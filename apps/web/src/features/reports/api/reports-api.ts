import { endpoints, type ReportActionInput, type ReportFilter } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.reports;

export const reportKeys = {
  all: ['reports'] as const,
  list: (filter: ReportFilter | '', page: number) => ['reports', 'list', filter, page] as const,
  item: (id: number) => ['reports', 'item', id] as const,
  post: (id: number) => ['reports', 'post', id] as const,
  comment: (id: number) => ['reports', 'comment', id] as const,
};

/** The Report/Review list; "All" reads the list, a filter goes through the search call (spec 002 §7). */
export const getReports = (filter: ReportFilter | '', page: number) =>
  filter ? call(e.search, { query: { page }, body: { filter } }) : call(e.list, { query: { page } });
export const reportsQueryOptions = (filter: ReportFilter | '', page: number) =>
  queryOptions({ queryKey: reportKeys.list(filter, page), queryFn: () => getReports(filter, page) });
export const useReports = (filter: ReportFilter | '', page: number) =>
  useQuery({ ...reportsQueryOptions(filter, page), placeholderData: keepPreviousData });

export const getReport = (id: number) => call(e.get, { params: { id } }).then((r) => r.data);
export const reportQueryOptions = (id: number) =>
  queryOptions({ queryKey: reportKeys.item(id), queryFn: () => getReport(id), retry: false });
export const useReport = (id: number | undefined) =>
  useQuery({ ...reportQueryOptions(id ?? 0), enabled: Boolean(id) });

export const getReportedPost = (id: number) => call(e.reportedPost, { params: { id } }).then((r) => r.data);
export const reportedPostQueryOptions = (id: number) =>
  queryOptions({ queryKey: reportKeys.post(id), queryFn: () => getReportedPost(id), retry: false });
export const useReportedPost = (id: number) => useQuery({ ...reportedPostQueryOptions(id), enabled: id > 0 });

export const getReportedComment = (id: number) =>
  call(e.reportedComment, { params: { id } }).then((r) => r.data);
export const reportedCommentQueryOptions = (id: number) =>
  queryOptions({ queryKey: reportKeys.comment(id), queryFn: () => getReportedComment(id), retry: false });
export const useReportedComment = (id: number) =>
  useQuery({ ...reportedCommentQueryOptions(id), enabled: id > 0 });

export const actOnReport = (id: number, input: ReportActionInput) =>
  call(e.act, { params: { id }, body: input });

/**
 * Dismiss or delete. The resolved report goes into the cache; the lists are refreshed.
 * The reported item is not refetched: after a delete it is gone on purpose.
 */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number } & ReportActionInput) => actOnReport(id, { action }),
    onSuccess: (res) => {
      queryClient.setQueryData(reportKeys.item(res.data.id), res.data);
      void queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'list'] });
    },
    // Someone else may have resolved it meanwhile (409): show what happened.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: reportKeys.item(id) }),
  });
}
