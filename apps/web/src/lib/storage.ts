import { storageKeys } from '@simmer/contracts';

/** Local keys the spec names (saved video, episode and recipe ids, plan, product detail). */
export const local = {
  get(key: keyof typeof storageKeys): string | null {
    try {
      return localStorage.getItem(storageKeys[key]);
    } catch {
      return null;
    }
  },
  set(key: keyof typeof storageKeys, value: string) {
    try {
      localStorage.setItem(storageKeys[key], value);
    } catch {
      // Storage can be full or disabled (private mode); the app keeps working without it.
    }
  },
  remove(...keys: Array<keyof typeof storageKeys>) {
    for (const key of keys) {
      try {
        localStorage.removeItem(storageKeys[key]);
      } catch {
        // see above
      }
    }
  },
};

/** The premium item a visitor clicked before logging in, resumed after login or payment. */
export const premiumResume = {
  saveVideo(id: number | string) {
    local.remove('episodeId');
    local.set('videoId', String(id));
  },
  saveEpisode(id: number | string) {
    local.remove('videoId');
    local.set('episodeId', String(id));
  },
  clear() {
    local.remove('videoId', 'episodeId', 'recipeId', 'premiumLogin');
  },
};
