// The signed-in session (spec section 3): tokens plus the viewer as it was at sign-in, kept in
// localStorage so that it survives reloads, and exposed to React through useSession.
import { useSyncExternalStore } from 'react';

export interface SessionViewer {
  user: {
    id: string;
    userCode: string;
    email: string;
    firstName: string;
    lastName: string;
    fullName: string;
    isSuperAdmin: boolean;
    isClientAdmin: boolean;
  };
  role: { id: string; name: string; slug: string | null | undefined };
  permissions: ReadonlyArray<{ name: string }>;
  clinics: ReadonlyArray<{ id: string; name: string; clinicCode: string }>;
  organization: { id: string; name: string; organizationCode: string };
  subscription: { planCode: string | null | undefined } | null | undefined;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
}

export interface Session extends SessionTokens {
  viewer: SessionViewer;
}

const SESSION_STORAGE_KEY = 'vetchart.session';

type Listener = () => void;
const listeners = new Set<Listener>();
const endListeners = new Set<Listener>();

let current: Session | null = restore();

function restore(): Session | null {
  let stored: Session | null = null;
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    stored = raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    stored = null;
  }
  const usable =
    stored !== null &&
    typeof stored.accessToken === 'string' &&
    typeof stored.refreshToken === 'string' &&
    typeof stored.viewer?.user?.id === 'string' &&
    Date.parse(stored.accessTokenExpiresAt) > Date.now();
  if (!usable) {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
  return stored;
}

function write(next: Session | null): void {
  current = next;
  if (next) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function startSession(session: Session): void {
  write(session);
}

/** Replaces the tokens after a refresh; the viewer stays as it was. */
export function updateSessionTokens(tokens: SessionTokens): void {
  if (!current) return;
  write({ ...current, ...tokens });
}

export function clearSession(): void {
  write(null);
}

/** Clears the session because the server no longer accepts it; the app goes back to sign-in. */
export function endSession(): void {
  clearSession();
  for (const listener of endListeners) listener();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onSessionEnded(listener: Listener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key !== SESSION_STORAGE_KEY) return;
  current = restore();
  for (const listener of listeners) listener();
});

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession);
}
