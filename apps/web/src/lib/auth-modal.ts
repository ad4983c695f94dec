import { useSyncExternalStore } from 'react';

type Kind = 'login' | 'signup' | null;
let open: Kind = null;
const listeners = new Set<() => void>();

/** The login and sign-up modals of the logged-out header, opened from anywhere. */
export const authModal = {
  open(kind: Exclude<Kind, null>) {
    open = kind;
    for (const l of listeners) l();
  },
  close() {
    open = null;
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => open,
};

export function useAuthModal() {
  return useSyncExternalStore(authModal.subscribe, authModal.get, authModal.get);
}
