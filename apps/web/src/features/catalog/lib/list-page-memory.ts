import { storageKeys } from '@simmer/contracts';

/**
 * The page number of a list, kept for the session when a detail page is opened and
 * restored once on return, then cleared (spec 001 §2 Lists).
 */
export const listPageMemory = {
  remember(list: string, page: number) {
    try {
      sessionStorage.setItem(storageKeys.listPage, JSON.stringify({ list, page }));
    } catch {
      // Storage disabled: the list simply starts on page 1.
    }
  },
  take(list: string): number | null {
    try {
      const raw = sessionStorage.getItem(storageKeys.listPage);
      if (!raw) return null;
      const saved = JSON.parse(raw) as { list?: string; page?: number };
      if (saved.list !== list) return null;
      sessionStorage.removeItem(storageKeys.listPage);
      return typeof saved.page === 'number' && saved.page > 0 ? saved.page : null;
    } catch {
      return null;
    }
  },
};
