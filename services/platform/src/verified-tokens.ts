// Access tokens this process has already verified. In the one-process layout the gateway and
// then a service check the same token for one request, and every request of a signed-in person
// presents the same token for its 15 minutes; the ES256 signature check is the costly part, so
// a token verified once is remembered: keyed by the public key and the exact token string, kept
// no longer than the token's own expiry, at most MAX_ENTRIES of them (the oldest go first).
// Only a fully verified token gets in; anything else about a request (revocation, the holder's
// membership) is still checked per request by whoever checks it.
const MAX_ENTRIES = 5_000;

interface Entry {
  value: unknown;
  expiresAtMs: number;
}

const byKey = new WeakMap<object, Map<string, Entry>>();

/** The value remembered for this token under this key, if it has not expired. */
export function recallVerifiedToken<T>(key: object, token: string): T | undefined {
  const entries = byKey.get(key);
  const entry = entries?.get(token);
  if (!entry) return undefined;
  if (Date.now() >= entry.expiresAtMs) {
    entries!.delete(token);
    return undefined;
  }
  return entry.value as T;
}

/** Remembers a verified token's value until its expiry (`exp`, seconds since the epoch). */
export function rememberVerifiedToken(key: object, token: string, value: unknown, expiresAtSeconds: number): void {
  let entries = byKey.get(key);
  if (!entries) {
    entries = new Map();
    byKey.set(key, entries);
  }
  if (entries.size >= MAX_ENTRIES) {
    const now = Date.now();
    for (const [stored, entry] of entries) if (now >= entry.expiresAtMs) entries.delete(stored);
    // Maps keep insertion order: the first key is the oldest entry.
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }
  entries.set(token, { value, expiresAtMs: expiresAtSeconds * 1000 });
}

export const VERIFIED_TOKEN_CACHE_SIZE = MAX_ENTRIES;
