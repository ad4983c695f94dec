import path from 'node:path';

const isPlaylist = (uri: string) => /\.m3u8$/i.test(uri.split(/[?#]/, 1)[0] as string);
// Absolute addresses (a scheme, or a path from the root) are not ours to rewrite.
const isRelative = (uri: string) => uri !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(uri) && !uri.startsWith('/');

/**
 * Rewrites one stored HLS playlist for a viewer (decision 403). Playlist references stay
 * relative, so they resolve under the viewer's signed playlist address; every other
 * reference (segments, and `URI=` of `EXT-X-MAP` init sections and `EXT-X-KEY` keys) points
 * to `segmentBase` (the per-video segment address) with its path from the video's folder.
 *
 * @param dir the playlist's folder inside the video's HLS folder ('' for the master, '240p').
 */
export function rewritePlaylist(text: string, dir: string, segmentBase: string): string {
  const toSegment = (uri: string) => {
    if (!isRelative(uri) || isPlaylist(uri)) return uri;
    const rel = path.posix.normalize(path.posix.join(dir || '.', uri));
    // A reference out of the video's folder is left alone; the segment route refuses it anyway.
    return rel.startsWith('../') ? uri : `${segmentBase}/${rel}`;
  };
  return text
    .split('\n')
    .map((raw) => {
      const line = raw.replace(/\r$/, '');
      if (line.startsWith('#'))
        return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${toSegment(uri)}"`);
      return line.trim() ? toSegment(line.trim()) : line;
    })
    .join('\n');
}
