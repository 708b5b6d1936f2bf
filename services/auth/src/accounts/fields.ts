// Ids from clients as the auth service compares them. The account forms' fields and messages are
// the contract's (@vetchart/contracts/auth/account).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from clients are compared only when well formed, so a junk id is "not found", not a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
