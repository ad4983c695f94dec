import { z } from 'zod';
import { endpoint } from '../endpoint';

const params = z.object({
  playbackId: z.string().regex(/^[A-Za-z0-9]{8,64}$/),
  token: z.string().max(200),
  '*': z.string().max(300),
});

/**
 * The embedded host's HLS (decision 403): playlists per viewer under
 * `/v1/media/hls/<playback id>/<viewer token>/`, segments shared by every entitled viewer
 * under `/v1/media/segments/<playback id>/<segment token>/`. The player is given these
 * addresses by the playback call.
 */
export const hlsEndpoints = {
  playlist: endpoint({
    method: 'GET',
    path: '/media/hls/:playbackId/:token/*',
    access: 'public',
    hide: true,
    params,
    response: 'stream',
  }),
  segment: endpoint({
    method: 'GET',
    path: '/media/segments/:playbackId/:token/*',
    access: 'public',
    hide: true,
    params,
    response: 'stream',
  }),
} as const;
