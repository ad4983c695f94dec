import { useEffect, useState } from 'react';

/**
 * The page's playing video, so a recipe's steps can seek it and follow it while it plays.
 * One player shows per page; the last one mounted is the one steps talk to.
 */
let current: HTMLVideoElement | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export const playerBus = {
  attach(video: HTMLVideoElement) {
    current = video;
    video.addEventListener('timeupdate', notify);
    video.addEventListener('seeked', notify);
    notify();
    return () => {
      video.removeEventListener('timeupdate', notify);
      video.removeEventListener('seeked', notify);
      if (current === video) current = null;
      notify();
    };
  },
  /** Seeks the page's player, brings it into view and plays from there. */
  seek(seconds: number) {
    const video = current;
    if (!video) return false;
    video.currentTime = seconds;
    video.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    void video.play?.()?.catch(() => undefined);
    notify();
    return true;
  },
  time: () => current?.currentTime ?? null,
  hasPlayer: () => current !== null,
};

/** The page's player time in whole seconds (null without a player), updated while it plays. */
export function usePlayerTime(): number | null {
  const [time, setTime] = useState<number | null>(() => playerBus.time());
  useEffect(() => {
    const update = () => {
      const t = playerBus.time();
      setTime(t === null ? null : Math.floor(t));
    };
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return time;
}
