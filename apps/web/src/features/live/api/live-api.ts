import { notifications } from '@mantine/notifications';
import { type BodyIn, endpoints, liveViewerPollMs } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaybackSource } from '../../../components/player';
import { call, errorMessage } from '../../../lib/api';

const e = endpoints.live;

export const liveKeys = {
  all: ['live'] as const,
  current: ['live', 'current'] as const,
  viewers: (id: number) => ['live', 'viewers', id] as const,
  comments: (id: number) => ['live', 'comments', id] as const,
  adminCurrent: ['live', 'admin', 'current'] as const,
  adminStreams: (page: number) => ['live', 'admin', 'streams', page] as const,
};

/** The live stream, or null when nothing is live (the status answers 200 either way, record 230). */
export async function getCurrent() {
  return (await call(e.status)).data;
}
export const getViewers = (id: number) => call(e.viewers, { params: { id } });
export const getComments = (id: number) => call(e.listComments, { params: { id } });
/** The spec's body: stream_id, text, user (the server takes the author from the session). */
export const postComment = (body: BodyIn<typeof e.addComment>) => call(e.addComment, { body });

export const getAdminCurrent = () => call(e.adminCurrent);
export const goLive = (title: string) => call(e.goLive, { body: { title } });
export const endStream = (id: number) => call(e.endStream, { params: { id } });
/** One numbered chunk of the studio's camera broadcast (raw WebM bytes, the stream key in a header). */
export const sendBrowserChunk = (
  id: number,
  streamKey: string,
  chunk: { session: string; index: number; blob: Blob },
) =>
  call(e.browserChunk, {
    params: { id },
    query: { session: chunk.session, index: chunk.index },
    headers: { 'x-stream-key': streamKey },
    // Sent as plain bytes whatever the recorder called them.
    body: new Blob([chunk.blob], { type: 'application/octet-stream' }),
  });
export const getAdminStreams = (page: number) => call(e.listStreams, { query: { page } });

/** The player's signed address for a live stream. */
export const livePlaybackSource: PlaybackSource = {
  key: 'live',
  get: (playbackId: string) => call(e.playback, { params: { playbackId } }),
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

/**
 * End stream: the answer's message is shown either way, then every livestream query is read
 * again (the studio turns back to Go Live). `onEnded` runs after a stream was ended.
 */
export function useEndStream(onEnded?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endStream,
    onSuccess: (res) => {
      notifications.show({ color: 'green', message: res.msg });
      onEnded?.();
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
