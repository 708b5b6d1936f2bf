// The pure rules of the stored session, shared by every tab of the browser: what counts as a
// stored session, when its access token is due for renewal, and what a tab does once it holds
// the renewal lock (another tab may have renewed, or signed out, while it waited).
// The session's types live here, with its rules; session.ts (the tab's store) re-exports them.
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

/**
 * The stored session, whether or not its access token has expired: the refresh token lives far
 * longer (30 days), so an expired access token is renewed, never a reason to sign out.
 */
export function parseStoredSession(raw: string | null): Session | null {
  let stored: Session | null;
  try {
    stored = raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
  const usable =
    stored !== null &&
    typeof stored === 'object' &&
    typeof stored.accessToken === 'string' &&
    typeof stored.refreshToken === 'string' &&
    typeof stored.accessTokenExpiresAt === 'string' &&
    typeof stored.viewer?.user?.id === 'string';
  return usable ? stored : null;
}

// Renewing a little early keeps a request from reaching the server just after its token expired.
const EXPIRY_MARGIN_MS = 30_000;

export function accessTokenExpired(session: Pick<Session, 'accessTokenExpiresAt'>, now: number): boolean {
  const expiresAt = Date.parse(session.accessTokenExpiresAt);
  return !(expiresAt - EXPIRY_MARGIN_MS > now);
}

export type Renewal = { kind: 'adopt'; session: Session } | { kind: 'rotate'; refreshToken: string } | { kind: 'signed-out' };

/** With the lock held: the stored session as it is now decides whether this tab still has to rotate. */
export function renewalAfterWaiting(stored: Session | null, heldRefreshToken: string): Renewal {
  if (!stored) return { kind: 'signed-out' };
  if (stored.refreshToken !== heldRefreshToken) return { kind: 'adopt', session: stored };
  return { kind: 'rotate', refreshToken: heldRefreshToken };
}
