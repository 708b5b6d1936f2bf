import { describe, expect, it } from 'vitest';
import { consentRequiredMessage } from './consent-gate.ts';

describe('the consent gate messages (docs/consents.md)', () => {
  it('names the missing forms, in order, for each gated action', () => {
    expect(consentRequiredMessage('finalize', ['Anaesthesia consent'])).toBe('Consent required before finalizing: Anaesthesia consent.');
    expect(consentRequiredMessage('start_treatment', ['Anaesthesia consent', 'Treatment estimate consent'])).toBe(
      'Consent required before starting treatment: Anaesthesia consent, Treatment estimate consent.',
    );
  });
});
