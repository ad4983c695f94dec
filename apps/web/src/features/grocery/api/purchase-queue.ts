import type { GroceryList } from '@simmer/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api';
import { queuePurchaseInServiceWorker } from '../../../lib/service-worker';
import { groceryKeys, setPurchased } from './grocery-api';

/**
 * Checking items off in a shop must not wait for the network. Each change is written to
 * local storage first (item id -> wanted state), shown at once, and sent; changes that
 * could not be sent stay queued and are replayed when the browser is back online. The
 * server call sets (not flips) the state, so a replay can never undo a later change.
 */
const storageKey = 'simmer.groceryPending';

type Pending = Record<string, { purchased: boolean; listId: number }>;

const listeners = new Set<() => void>();
let pending: Pending = read();

function read(): Pending {
  try {
    return JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Pending;
  } catch {
    return {};
  }
}

function write(next: Pending) {
  pending = next;
  try {
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the change still lives in memory until the tab closes.
  }
  for (const l of listeners) l();
}

export const purchaseQueue = {
  get: () => pending,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  size: () => Object.keys(pending).length,
};

export function usePendingPurchases() {
  return useSyncExternalStore(purchaseQueue.subscribe, purchaseQueue.get, purchaseQueue.get);
}

/** A list as the member should see it: the server's state with the queued changes on top. */
export function withPending(list: GroceryList, queue: Pending): GroceryList {
  return {
    ...list,
    grocery_items: list.grocery_items.map((i) => {
      const p = queue[String(i.id)];
      return p ? { ...i, purchased: p.purchased } : i;
    }),
  };
}

function patchCache(client: QueryClient, listId: number, itemId: number, purchased: boolean) {
  client.setQueryData<GroceryList>(groceryKeys.list(listId), (old) =>
    old
      ? {
          ...old,
          grocery_items: old.grocery_items.map((i) => (i.id === itemId ? { ...i, purchased } : i)),
        }
      : old,
  );
}

async function send(client: QueryClient, itemId: string) {
  const entry = pending[itemId];
  if (!entry) return 'done' as const;
  try {
    const res = await setPurchased(Number(itemId), entry.purchased);
    patchCache(client, entry.listId, res.data.id, res.data.purchased);
  } catch (error) {
    // No connection: keep it queued. Gone (deleted elsewhere) or refused: drop it.
    if (error instanceof ApiError && error.status === 0) return 'offline' as const;
    if (!(error instanceof ApiError) || error.status >= 500) return 'offline' as const;
    void client.invalidateQueries({ queryKey: groceryKeys.list(entry.listId) });
  }
  // Only forget the change if nothing newer was queued for the item meanwhile.
  if (pending[itemId] === entry) {
    const { [itemId]: _sent, ...rest } = pending;
    write(rest);
  }
  return 'done' as const;
}

/** Checks or unchecks an item now, and syncs it when possible. */
export async function togglePurchased(
  client: QueryClient,
  listId: number,
  itemId: number,
  purchased: boolean,
) {
  write({ ...pending, [String(itemId)]: { purchased, listId } });
  patchCache(client, listId, itemId, purchased);
  const result =
    typeof navigator !== 'undefined' && navigator.onLine === false
      ? 'offline'
      : await send(client, String(itemId));
  // The service worker sends it when the connection returns, even after this page is closed.
  if (result === 'offline') await queuePurchaseInServiceWorker(listId, itemId, purchased).catch(() => false);
  return result;
}

let flushing: Promise<void> | null = null;

/** Sends every queued change, one at a time; stops at the first one that finds no network. */
export function flushPurchases(client: QueryClient): Promise<void> {
  flushing ??= (async () => {
    for (const id of Object.keys(pending)) {
      if ((await send(client, id)) === 'offline') break;
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Replays queued changes when the browser reconnects (and once at start). Returns the cleanup. */
export function startPurchaseSync(client: QueryClient, onSynced?: () => void) {
  const replay = () => {
    if (!purchaseQueue.size()) return;
    void flushPurchases(client).then(() => {
      if (!purchaseQueue.size()) onSynced?.();
    });
  };
  window.addEventListener('online', replay);
  replay();
  return () => window.removeEventListener('online', replay);
}
