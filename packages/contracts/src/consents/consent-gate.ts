// The consent gate's refusals (docs/consents.md), without the schemas: the service throws them,
// and the screens that finalize (the SOAP canvas) tell them from an export failure.

/** The actions refused until the visit's required consents are signed (assertRequiredConsentsSigned). */
export type ConsentGatedAction = 'finalize' | 'start_treatment';

const GATE_LEAD: Record<ConsentGatedAction, string> = {
  finalize: 'Consent required before finalizing',
  start_treatment: 'Consent required before starting treatment',
};

/** The server's refusal of a gated action, naming the forms still missing: 'Consent required before finalizing: Anaesthesia consent.' */
export const consentRequiredMessage = (action: ConsentGatedAction, titles: readonly string[]) => `${GATE_LEAD[action]}: ${titles.join(', ')}.`;
