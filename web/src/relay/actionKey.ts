// The idempotency key of one person's action: a mutation sent again after a failure
// (the person clicks 'Add new visit' again once 'Failed to create visitation' shows) with the
// same input reuses the key of the first try, so the server, which may have saved the first
// try although its answer never arrived, saves it once. The key is dropped once an answer
// arrives (the next action is a new one, even with the same input) and replaced when the input
// changes (a corrected form is a different request).

/** 128 random bits as hex (getRandomValues works on plain-http clinic networks too, randomUUID does not). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** JSON with object keys sorted, so the same input is the same text whatever order it was built in. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableStringify(item)}`).join(',')}}`;
}

export class ActionKey {
  private current: { key: string; input: string } | null = null;

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  /** The key to send with these variables: the pending one for the same input, else a new one. */
  keyFor(variables: unknown): string {
    const input = stableStringify(variables);
    if (this.current?.input !== input) this.current = { key: this.makeKey(), input };
    return this.current.key;
  }

  /** An answer arrived for this key: the action is done, so the next one gets a new key. */
  answered(key: string): void {
    if (this.current?.key === key) this.current = null;
  }
}
