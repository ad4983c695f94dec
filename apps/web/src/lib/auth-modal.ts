import { useSyncExternalStore } from 'react';

type Kind = 'login' | 'signup' | null;

/** Why the login modal opened and where the member goes once logged in. */
export interface LoginIntent {
  reason?: string;
  returnTo?: string;
}

// A remembered intent survives one page reload (the session-expired path reloads the page);
// it is read once, so a later visit to another address does not bring the modal back.
const INTENT_KEY = 'simmer.loginIntent';

function takeStoredIntent(): LoginIntent | null {
  try {
    const raw = sessionStorage.getItem(INTENT_KEY);
    sessionStorage.removeItem(INTENT_KEY);
    return raw ? (JSON.parse(raw) as LoginIntent) : null;
  } catch {
    return null;
  }
}

let intent: LoginIntent | null = typeof window === 'undefined' ? null : takeStoredIntent();
let open: Kind = intent ? 'login' : null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function saveIntent(next: LoginIntent | null, persist = false) {
  intent = next;
  try {
    if (next && persist) sessionStorage.setItem(INTENT_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(INTENT_KEY);
  } catch {
    // Private mode without storage: the intent lives in memory only.
  }
}

/** The login and sign-up modals of the logged-out header, opened from anywhere. */
export const authModal = {
  /**
   * Opens a modal. With an intent, the login form shows the reason and the member returns
   * to `returnTo` after logging in. An intent already waiting (a session that expired) is
   * kept: its reason is the more precise one.
   */
  open(kind: Exclude<Kind, null>, next?: LoginIntent) {
    if (next && !intent) saveIntent(next);
    open = kind;
    emit();
  },
  /** Remembers why the member must log in, for the modal that opens after a reload. */
  remember(next: LoginIntent) {
    saveIntent(next, true);
  },
  close() {
    open = null;
    saveIntent(null);
    emit();
  },
  /** The intent of the current login, handed over once (after a successful login). */
  takeIntent(): LoginIntent | null {
    const current = intent;
    saveIntent(null);
    return current;
  },
  intent: () => intent,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => open,
};

export function useAuthModal() {
  return useSyncExternalStore(authModal.subscribe, authModal.get, authModal.get);
}

export function useLoginIntent() {
  return useSyncExternalStore(authModal.subscribe, authModal.intent, authModal.intent);
}
