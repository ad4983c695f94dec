import type { Session, SessionUser } from '@simmer/contracts';
import { storageKeys } from '@simmer/contracts';
import { useSyncExternalStore } from 'react';

/** What a log-in, sign-up or Google sign-in answers, kept without its message. */
export type StoredSession = Pick<Session, 'access_token' | 'refresh_token' | 'user'>;

const listeners = new Set<() => void>();
let current: StoredSession | null = read();

function read(): StoredSession | null {
  try {
    const raw = localStorage.getItem(storageKeys.session);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    return parsed?.user && parsed.access_token ? parsed : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

/** The stored user decides whether the page is logged in (spec 000 §2, route guards). */
export const sessionStore = {
  get: () => current,
  set(session: StoredSession) {
    current = {
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      user: session.user,
    };
    localStorage.setItem(storageKeys.session, JSON.stringify(current));
    emit();
  },
  updateTokens(access_token: string, refresh_token: string) {
    if (!current) return;
    current = { ...current, access_token, refresh_token };
    localStorage.setItem(storageKeys.session, JSON.stringify(current));
    emit();
  },
  updateUser(user: Partial<SessionUser>) {
    if (!current) return;
    current = { ...current, user: { ...current.user, ...user } };
    localStorage.setItem(storageKeys.session, JSON.stringify(current));
    emit();
  },
  clear() {
    current = null;
    localStorage.removeItem(storageKeys.session);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === storageKeys.session) {
      current = read();
      emit();
    }
  });
}

/**
 * Whether the access token says the account must set up two-step sign-in first (the server
 * refuses it the admin until then). Only a hint for the pages: the server decides.
 */
export function twoStepPending(accessToken: string | undefined): boolean {
  try {
    const payload = accessToken?.split('.')[1];
    if (!payload) return false;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { tsp?: unknown }).tsp === true;
  } catch {
    return false;
  }
}

export function useSession() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  return {
    session,
    user: session?.user ?? null,
    role: session?.user.role ?? null,
    isLoggedIn: Boolean(session?.user),
  };
}
