import type { Playback, VideoAsset } from '@simmer/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const getPlayback = (playbackId: string) => api.get<Playback>(`/media/playback/${playbackId}/`);

/** Where a player asks for its signed address: the media call unless given (livestreams have their own). */
export interface PlaybackSource {
  key: string;
  get: (playbackId: string) => Promise<Playback>;
}
export const mediaPlaybackSource: PlaybackSource = { key: 'media', get: getPlayback };

/** A signed playback address; refetched before it expires. */
export const playbackQueryOptions = (
  playbackId: string,
  viewer: number | null,
  source: PlaybackSource = mediaPlaybackSource,
) =>
  queryOptions({
    queryKey: [source.key, 'playback', playbackId, viewer],
    queryFn: () => source.get(playbackId),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const getVideoAsset = (assetId: string) => api.get<VideoAsset>(`/media/videos/${assetId}/`);
export const retryVideoAsset = (assetId: string) =>
  api.post<{ msg: string }>(`/media/videos/${assetId}/retry/`);
