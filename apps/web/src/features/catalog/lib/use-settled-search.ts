import { useDebouncedValue } from '@mantine/hooks';
import { limits } from '@simmer/contracts';

/**
 * The search text a list or results page runs: it settles after 500 ms and is active only
 * at 0 or at least 2 characters. `active` is false while the typed text differs from the
 * settled one, so only results of the text currently typed are shown.
 */
export function useSettledSearch(typed: string) {
  const [settled] = useDebouncedValue(typed.trim(), limits.searchDebounceMs);
  const usable = (t: string) => t.length === 0 || t.length >= limits.searchMinLength;
  return { search: usable(settled) ? settled : null, current: settled === typed.trim() };
}
