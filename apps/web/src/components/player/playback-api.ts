import type { Playback, VideoAsset } from '@simmer/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const getPlayback = (playbackId: string) => api.get<Playback>(`/media/playback/${playbackId}/`);

/** A signed playback address; refetched before it expires. */
export const playbackQueryOptions = (playbackId: string, viewer: number | null) =>
  queryOptions({
    queryKey: ['media', 'playback', playbackId, viewer],
    queryFn: () => getPlayback(playbackId),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const getVideoAsset = (assetId: string) => api.get<VideoAsset>(`/media/videos/${assetId}/`);
export const retryVideoAsset = (assetId: string) =>
  api.post<{ msg: string }>(`/media/videos/${assetId}/retry/`);
