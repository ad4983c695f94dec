import {
  type AdminLivestream,
  type BrowserChunkAck,
  type CurrentLivestream,
  type LiveComment,
  type LivestreamNow,
  type LiveViewers,
  liveViewerPollMs,
  type Playback,
} from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaybackSource } from '../../../components/player';
import { api } from '../../../lib/api';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
type Action<T> = { msg: string; data: T };

export const liveKeys = {
  all: ['live'] as const,
  current: ['live', 'current'] as const,
  viewers: (id: number) => ['live', 'viewers', id] as const,
  comments: (id: number) => ['live', 'comments', id] as const,
  adminCurrent: ['live', 'admin', 'current'] as const,
  adminStreams: (page: number) => ['live', 'admin', 'streams', page] as const,
};

/** The live stream, or null when nothing is live (the status answers 200 either way, record 230). */
export async function getCurrent(): Promise<CurrentLivestream | null> {
  return (await api.get<LivestreamNow>('/livestream/status/')).data;
}
export const getViewers = (id: number) => api.get<LiveViewers>(`/livestream/viewers/${id}/`);
export const getComments = (id: number) => api.get<Page<LiveComment>>(`/livestream/comments/${id}/`);
/** The spec's body: stream_id, text, user (the server takes the author from the session). */
export const postComment = (body: { stream_id: number; text: string; user?: number }) =>
  api.post<Action<LiveComment>>('/livestream/comments/', body);

export const getAdminCurrent = () => api.get<{ data: AdminLivestream | null }>('/livestream/admin/current/');
export const goLive = (title: string) =>
  api.post<Action<AdminLivestream>>('/livestream/admin/streams/', { title });
export const endStream = (id: number) =>
  api.post<Action<AdminLivestream>>(`/livestream/admin/streams/${id}/end/`);
/** One numbered chunk of the studio's camera broadcast (raw WebM bytes, the stream key in a header). */
export const sendBrowserChunk = (
  id: number,
  streamKey: string,
  chunk: { session: string; index: number; blob: Blob },
) =>
  api.post<BrowserChunkAck>(
    `/livestream/admin/streams/${id}/browser/?session=${chunk.session}&index=${chunk.index}`,
    chunk.blob,
    { headers: { 'content-type': 'application/octet-stream', 'x-stream-key': streamKey } },
  );
export const getAdminStreams = (page: number) =>
  api.get<Page<AdminLivestream>>(`/livestream/admin/streams/?page=${page}`);

/** The player's signed address for a live stream. */
export const livePlaybackSource: PlaybackSource = {
  key: 'live',
  get: (playbackId: string) => api.get<Playback>(`/livestream/playback/${playbackId}/`),
};

export const currentQuery = () =>
  queryOptions({ queryKey: liveKeys.current, queryFn: getCurrent, refetchInterval: 15_000 });
/** Spec 002 §4: refreshed every 5 s while live (each poll also counts the member as watching). */
export const viewersQuery = (id: number) =>
  queryOptions({
    queryKey: liveKeys.viewers(id),
    queryFn: () => getViewers(id),
    refetchInterval: liveViewerPollMs,
  });
export const commentsQuery = (id: number) =>
  queryOptions({ queryKey: liveKeys.comments(id), queryFn: () => getComments(id) });

export const useCurrent = () => useQuery(currentQuery());
export const useViewers = (id: number) => useQuery(viewersQuery(id));
export const useLiveComments = (id: number) => useQuery(commentsQuery(id));
export const useAdminCurrent = (refetchMs: number | false) =>
  useQuery({ queryKey: liveKeys.adminCurrent, queryFn: getAdminCurrent, refetchInterval: refetchMs });
/** Past streams; read again every 5 s while a replay is being prepared, until it is ready. */
export const useAdminStreams = (page: number) =>
  useQuery({
    queryKey: liveKeys.adminStreams(page),
    queryFn: () => getAdminStreams(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((s) => s.replay?.status === 'preparing') ? 5000 : false,
  });
