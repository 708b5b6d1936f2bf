// The sync texts of the spec (001 section 8, 003 section 8, 000 section 8).
export const SYNC_WAIT_TEXT = 'Please wait a moment, while we sync your patient';
export const SYNC_FAILURE_TEXT =
  'Oops, it looks like the sync did not work. Please try again later or start a conversation with Customer Success at the bottom right corner.';
export const NOT_SYNCED_TOOLTIP = 'Pet is not synced yet.';
