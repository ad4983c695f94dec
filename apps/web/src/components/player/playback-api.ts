import { endpoints, type Playback } from '@simmer/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

const e = endpoints.media;

export const getPlayback = (playbackId: string) => call(e.playback, { params: { playbackId } });

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

export const getVideoAsset = (assetId: string) => call(e.getVideo, { params: { assetId } });
export const retryVideoAsset = (assetId: string) => call(e.retryVideo, { params: { assetId } });
/** Where the page sends a video's bytes: the tus endpoint, or a video host's direct upload. */
export const getUploadUrl = () => call(e.uploadUrl);
