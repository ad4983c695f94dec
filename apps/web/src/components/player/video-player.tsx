import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { limits, msg } from '@simmer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type Hls from 'hls.js';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { authModal } from '../../lib/auth-modal';
import { playerBus } from '../../lib/player-bus';
import { useSession } from '../../lib/session';
import { premiumResume } from '../../lib/storage';
import { ChapterBar } from './chapter-bar';
import { mediaPlaybackSource, type PlaybackSource, playbackQueryOptions } from './playback-api';

export interface VideoPlayerProps {
  playbackId: string | null | undefined;
  title?: string;
  /** The catalog item, so a visitor's premium click resumes after login. */
  item?: { kind: 'video' | 'episode'; id: number };
  autoPlay?: boolean;
  /** Where the signed address comes from (a livestream's own call); the media call by default. */
  source?: PlaybackSource;
  /** A WebVTT chapters track (a recipe's timed steps), shown as chapters under the video. */
  chaptersUrl?: string | null;
}

type Denied = 'login' | 'purchase';

/**
 * The one player (spec 001: streams by playback id, at most 480 px high). It asks the server
 * for a signed address; a 403, then or on any later playlist or segment, shows the login
 * prompt to a visitor and the purchase prompt to a member. Keyboard: space or k plays and
 * pauses, arrows seek 5 s and change the volume, m mutes, f goes full screen.
 */
export function VideoPlayer({
  playbackId,
  title,
  item,
  autoPlay = false,
  source = mediaPlaybackSource,
  chaptersUrl,
}: VideoPlayerProps) {
  const { user } = useSession();
  const viewer = user?.id ?? null;
  const queryClient = useQueryClient();
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const [denied, setDenied] = useState<Denied | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const query = useQuery({
    ...playbackQueryOptions(playbackId ?? '', viewer, source),
    enabled: Boolean(playbackId),
  });

  const deny = useCallback(() => setDenied(viewer ? 'purchase' : 'login'), [viewer]);

  // Another video or another viewer starts from a clean slate.
  const resetKey = `${playbackId}:${viewer}`;
  const [shownFor, setShownFor] = useState(resetKey);
  if (shownFor !== resetKey) {
    setShownFor(resetKey);
    setDenied(null);
    setFailure(null);
  }

  useEffect(() => {
    if (query.error instanceof ApiError && query.error.status === 403) deny();
    else if (query.error) setFailure(query.error instanceof ApiError ? query.error.message : msg.playerError);
  }, [query.error, deny]);

  const url = query.data?.url;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url || denied) return;
    let cancelled = false;
    // A 403 mid-play: the address expired (fetch a new one and carry on) or access ended (prompt).
    const recover = async () => {
      const at = video.currentTime;
      try {
        const fresh = await source.get(playbackId as string);
        queryClient.setQueryData(playbackQueryOptions(playbackId as string, viewer, source).queryKey, fresh);
        if (!cancelled) video.currentTime = at;
      } catch (e) {
        if (e instanceof ApiError && e.status === 403) deny();
        else setFailure(msg.playerError);
      }
    };
    // hls.js wherever Media Source Extensions exist; Safari on iOS plays HLS natively.
    void import('hls.js').then(({ default: HlsJs }) => {
      if (cancelled) return;
      if (!HlsJs.isSupported()) {
        if (video.canPlayType('application/vnd.apple.mpegurl')) video.src = url;
        else setFailure(msg.playerError);
        return;
      }
      const hls = new HlsJs({ maxBufferLength: 30 });
      hlsRef.current = hls;
      hls.on(HlsJs.Events.ERROR, (_event, data) => {
        const code = (data.response as { code?: number } | undefined)?.code;
        if (code === 403) {
          hls.destroy();
          hlsRef.current = null;
          void recover();
        } else if (data.fatal) {
          if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
          else setFailure(msg.playerError);
        }
      });
      hls.loadSource(url);
      hls.attachMedia(video);
    });
    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [url, denied, playbackId, viewer, queryClient, deny, source]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return playerBus.attach(video);
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const video = videoRef.current;
    if (!video || e.target !== e.currentTarget) return;
    const seek = (by: number) => {
      video.currentTime = Math.min(
        video.duration || Number.POSITIVE_INFINITY,
        Math.max(0, video.currentTime + by),
      );
    };
    const volume = (by: number) => {
      video.volume = Math.min(1, Math.max(0, video.volume + by));
    };
    switch (e.key) {
      case ' ':
      case 'k':
        if (video.paused) void video.play();
        else video.pause();
        break;
      case 'ArrowRight':
        seek(5);
        break;
      case 'ArrowLeft':
        seek(-5);
        break;
      case 'ArrowUp':
        volume(0.1);
        break;
      case 'ArrowDown':
        volume(-0.1);
        break;
      case 'm':
        video.muted = !video.muted;
        break;
      case 'f':
        if (document.fullscreenElement) void document.exitFullscreen();
        else void video.requestFullscreen?.();
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const frame = {
    width: '100%',
    maxHeight: limits.playerMaxHeightPx,
    aspectRatio: '16 / 9',
    background: '#000',
  };

  if (!playbackId) {
    return (
      <Box style={{ ...frame, display: 'grid', placeItems: 'center' }}>
        <Text c="gray.4">{msg.videoNotReady}</Text>
      </Box>
    );
  }
  if (denied) {
    return (
      <Box style={{ ...frame, display: 'grid', placeItems: 'center' }} data-testid="player-prompt">
        <Stack align="center" gap="sm" p="md">
          <Text c="white" ta="center" fw={600}>
            {msg.premiumPromptTitle}
          </Text>
          <Text c="white" ta="center" size="sm">
            {denied === 'login' ? msg.loginToWatch : msg.premiumPromptBody}
          </Text>
          <PromptAction kind={denied} item={item} />
        </Stack>
      </Box>
    );
  }
  return (
    <Stack gap="xs">
      {/* The frame takes the player's keyboard shortcuts; the native controls stay reachable too. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the player frame is a keyboard target
        tabIndex={0}
        aria-label={title ?? 'Video player'}
        onKeyDown={onKeyDown}
        style={{ ...frame, position: 'relative', outlineOffset: 2 }}
      >
        {query.isLoading && (
          <Group justify="center" style={{ position: 'absolute', inset: 0 }}>
            <Loader color="gray" />
          </Group>
        )}
        {/* biome-ignore lint/a11y/useMediaCaption: demo and member videos carry no caption tracks yet */}
        <video
          ref={videoRef}
          controls
          playsInline
          autoPlay={autoPlay}
          poster={query.data?.thumbnail ?? undefined}
          aria-label={title}
          data-testid="video-player"
          style={{ width: '100%', height: '100%', maxHeight: limits.playerMaxHeightPx, display: 'block' }}
        >
          {chaptersUrl && <track kind="chapters" src={chaptersUrl} srcLang="en" label="Steps" default />}
        </video>
      </section>
      {chaptersUrl && <ChapterBar videoRef={videoRef} src={chaptersUrl} />}
      {failure && (
        <Alert color="red" variant="light">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

function PromptAction({ kind, item }: { kind: Denied; item?: VideoPlayerProps['item'] }) {
  const navigate = useNavigate();
  if (kind === 'login') {
    return (
      <Button
        onClick={() => {
          if (item?.kind === 'video') premiumResume.saveVideo(item.id);
          if (item?.kind === 'episode') premiumResume.saveEpisode(item.id);
          authModal.open('login');
        }}
      >
        {msg.premiumLoginAction}
      </Button>
    );
  }
  return <Button onClick={() => navigate('/premium-plans')}>{msg.premiumPromptAction}</Button>;
}
