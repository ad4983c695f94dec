import { ActionIcon, Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { fillMessage, limits, msg } from '@simmer/contracts';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type Hls from 'hls.js';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { authModal } from '../../lib/auth-modal';
import { watchVideo } from '../../lib/beacon';
import { formatDuration } from '../../lib/format';
import { playerBus } from '../../lib/player-bus';
import { useSession } from '../../lib/session';
import { premiumResume } from '../../lib/storage';
import { ChapterBar } from './chapter-bar';
import { mediaPlaybackSource, type PlaybackSource, playbackQueryOptions } from './playback-api';
import { ResumePrompt } from './resume-prompt';
import { resumablePosition, useReportPosition, useWatchProgress } from './watch-position';

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
  /**
   * `none`: only the poster shows until the viewer presses play; the stream (hls.js, playlists,
   * segments) is not fetched before. For videos a page shows beside its content (the public
   * home's expert video). `auto` (the default) attaches the stream at once.
   */
  preload?: 'auto' | 'none';
  /** Called when the video plays to its end (an episode's "Up next"). */
  onEnded?: () => void;
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
  preload = 'auto',
  onEnded,
}: VideoPlayerProps) {
  const { user } = useSession();
  const viewer = user?.id ?? null;
  const queryClient = useQueryClient();
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const [denied, setDenied] = useState<Denied | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // With preload="none" the stream is attached when the viewer presses play, and then plays.
  const [started, setStarted] = useState(preload !== 'none' || autoPlay);
  const playOnAttach = useRef(false);
  const itemKind = item?.kind;
  const itemId = item?.id;
  // Audience counting of catalog videos: start, parts reached and seconds played.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element is a new one after a prompt or a failure clears
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !itemKind || !itemId) return;
    return watchVideo(video, { content_type: itemKind, content_id: itemId });
  }, [itemKind, itemId, denied, failure]);
  // Where a stream reattached after a 403 resumes (a new source starts at 0, paused).
  const resumeAt = useRef<number | null>(null);
  const start = () => {
    playOnAttach.current = true;
    setStarted(true);
  };
  const query = useQuery({
    ...playbackQueryOptions(playbackId ?? '', viewer, source),
    enabled: Boolean(playbackId),
  });

  // A member's catalog item remembers where they stopped (decision 890): the stream waits
  // until they choose to resume or start over, then the player reports its position.
  const tracking = Boolean(viewer && item && source === mediaPlaybackSource);
  const progress = useWatchProgress(item, tracking && Boolean(playbackId));
  const [offer, setOffer] = useState<number | null | undefined>(undefined);
  const [choice, setChoice] = useState<'resume' | 'over' | null>(null);
  if (tracking && offer === undefined && progress.isFetched) setOffer(resumablePosition(progress.data));
  // Played at once (an episode opened by "Up next"): it resumes where the member stopped.
  if (tracking && autoPlay && offer !== undefined && choice === null) {
    resumeAt.current = offer;
    setChoice('resume');
  }
  const choosing = tracking && (offer === undefined || (offer !== null && choice === null));
  const choose = (c: 'resume' | 'over') => {
    resumeAt.current = c === 'resume' && offer ? offer : null;
    playOnAttach.current = true;
    setChoice(c);
    setStarted(true);
  };

  const deny = useCallback(() => setDenied(viewer ? 'purchase' : 'login'), [viewer]);

  // Another video or another viewer starts from a clean slate.
  const resetKey = `${playbackId}:${viewer}`;
  const [shownFor, setShownFor] = useState(resetKey);
  if (shownFor !== resetKey) {
    setShownFor(resetKey);
    setDenied(null);
    setFailure(null);
    setOffer(undefined);
    setChoice(null);
  }

  useEffect(() => {
    if (query.error instanceof ApiError && query.error.status === 403) deny();
    else if (query.error) setFailure(query.error instanceof ApiError ? query.error.message : msg.playerError);
  }, [query.error, deny]);

  const url = query.data?.url;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url || denied || !started || choosing) return;
    const play = () => {
      if (!playOnAttach.current) return;
      playOnAttach.current = false;
      video.play().catch(() => {});
    };
    let cancelled = false;
    // A 403 mid-play: the address or the segment token expired (fetch a new one and carry on
    // where it stopped; decision 403 rotates segment tokens every few minutes) or access ended (prompt).
    const recover = async () => {
      try {
        const fresh = await source.get(playbackId as string);
        queryClient.setQueryData(playbackQueryOptions(playbackId as string, viewer, source).queryKey, fresh);
      } catch (e) {
        resumeAt.current = null;
        if (e instanceof ApiError && e.status === 403) deny();
        else setFailure(msg.playerError);
      }
    };
    // hls.js wherever Media Source Extensions exist; Safari on iOS plays HLS natively.
    void import('hls.js').then(({ default: HlsJs }) => {
      if (cancelled) return;
      if (!HlsJs.isSupported()) {
        if (video.canPlayType('application/vnd.apple.mpegurl')) {
          video.src = url;
          if (resumeAt.current !== null) video.currentTime = resumeAt.current;
          resumeAt.current = null;
          play();
        } else setFailure(msg.playerError);
        return;
      }
      const hls = new HlsJs({ maxBufferLength: 30, startPosition: resumeAt.current ?? -1 });
      resumeAt.current = null;
      hlsRef.current = hls;
      hls.on(HlsJs.Events.ERROR, (_event, data) => {
        const code = (data.response as { code?: number } | undefined)?.code;
        if (code === 403) {
          resumeAt.current = video.currentTime;
          if (!video.paused) playOnAttach.current = true;
          hls.destroy();
          hlsRef.current = null;
          void recover();
        } else if (data.fatal) {
          if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
          else setFailure(msg.playerError);
        }
      });
      hls.once(HlsJs.Events.MANIFEST_PARSED, play);
      hls.loadSource(url);
      hls.attachMedia(video);
    });
    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [url, denied, started, choosing, playbackId, viewer, queryClient, deny, source]);

  useReportPosition(videoRef, item, tracking && started && !choosing && !denied);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return playerBus.attach(video);
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const video = videoRef.current;
    if (!video || e.target !== e.currentTarget) return;
    if (choosing) return;
    if (!started && (e.key === ' ' || e.key === 'k')) {
      e.preventDefault();
      return start();
    }
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
          controls={started}
          preload={started ? undefined : 'none'}
          playsInline
          autoPlay={autoPlay}
          onEnded={onEnded}
          poster={query.data?.thumbnail ?? undefined}
          aria-label={title}
          data-testid="video-player"
          style={{ width: '100%', height: '100%', maxHeight: limits.playerMaxHeightPx, display: 'block' }}
        >
          {chaptersUrl && <track kind="chapters" src={chaptersUrl} srcLang="en" label="Steps" default />}
        </video>
        {choosing && offer ? (
          <ResumePrompt
            resumeLabel={fillMessage(msg.resumeFrom, { time: formatDuration(offer) })}
            onResume={() => choose('resume')}
            onStartOver={() => choose('over')}
          />
        ) : null}
        {!started && !choosing && !query.isLoading && (
          <Group justify="center" style={{ position: 'absolute', inset: 0 }}>
            <ActionIcon
              size={64}
              radius="xl"
              aria-label={title ? `Play ${title}` : 'Play video'}
              onClick={start}
            >
              <IconPlayerPlayFilled size={32} />
            </ActionIcon>
          </Group>
        )}
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
