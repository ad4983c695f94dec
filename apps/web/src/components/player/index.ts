export type { PlaybackSource } from './playback-api';
export { VideoPlayer, type VideoPlayerProps } from './video-player';
