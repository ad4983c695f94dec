import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { type HlsFile, sendPlaylist, sendSegment } from './hls';

/**
 * The embedded host's HLS (decision 403): playlists per viewer under
 * `/v1/media/hls/<playback id>/<viewer token>/`, segments shared by every entitled viewer
 * under `/v1/media/segments/<playback id>/<segment token>/`.
 */
export function hlsRoutes(ctx: AppContext) {
  const file = (p: { playbackId: string; token: string; '*': string }): HlsFile => ({
    playbackId: p.playbackId,
    token: p.token,
    file: p['*'],
  });
  return serve('media', endpoints.hls, {
    playlist: (req, reply) => sendPlaylist(ctx, reply, file(req.params)),
    segment: (req, reply) => sendSegment(ctx, req, reply, file(req.params)),
  });
}
