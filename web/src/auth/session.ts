// The signed-in session (spec section 3): tokens plus the viewer as it was at sign-in, kept in
// localStorage so that it survives reloads, and exposed to React through useSession. Every tab
// shares it: an expired access token is renewed (auth/refreshSession.ts), never a reason to
// remove the stored session, which would sign every tab out.
import { useSyncExternalStore } from 'react';
import { parseStoredSession, type Session, type SessionTokens } from './storedSession';

export type { Session, SessionTokens, SessionViewer } from './storedSession';

const SESSION_STORAGE_KEY = 'vetchart.session';

type Listener = () => void;
const listeners = new Set<Listener>();
const endListeners = new Set<Listener>();

let current: Session | null = restore();

function restore(): Session | null {
  return parseStoredSession(window.localStorage.getItem(SESSION_STORAGE_KEY));
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

/** Takes the session as stored now, e.g. the tokens another tab renewed; returns it. */
export function syncSessionFromStorage(): Session | null {
  current = restore();
  for (const listener of listeners) listener();
  return current;
}

// Signing in or out, or renewing the tokens, in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === SESSION_STORAGE_KEY) syncSessionFromStorage();
});

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession);
}
