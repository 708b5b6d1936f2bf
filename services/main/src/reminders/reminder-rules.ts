// The reminders' columns and the messages the routes answer themselves. What a vaccination
// reminder and an other (general) reminder must hold (spec 002 section 5), with the spec's
// messages, is the contract's (@vetchart/contracts/reminders/reminder): the routes validate their
// bodies with its `*Wire` schemas.
import { OTHER_REMINDER_COLUMNS, REMINDER_MESSAGES, VACCINATION_COLUMNS } from '@vetchart/contracts/reminders/reminder';

export const VISIT_REQUIRED = REMINDER_MESSAGES.visit;

/** The charted columns of each kind (the REST names), in the order the audit lists what changed. */
export const VACCINATION_FIELDS = VACCINATION_COLUMNS;
export const OTHER_REMINDER_FIELDS = OTHER_REMINDER_COLUMNS;
export const DATE_FIELDS = new Set(['given_date', 'expiration_date', 'reminder_date', 'date', 'last_given_date']);
