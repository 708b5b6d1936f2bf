import { describe, expect, it } from 'vitest';
import { reasonText, signatureLine } from './consentLabels';

describe('how a visit consent reads in the Plan step', () => {
  it('says why the visit needs it', () => {
    expect(reasonText(['plan_has_procedure'])).toBe('Needed because the treatment plan holds a procedure or anaesthesia.');
    expect(reasonText(['always_required', 'added_by_hand'])).toBe('Needed because the clinic requires it on every visit and added to this visit.');
  });

  it('says who signed, how, and with whom', () => {
    const at = '2026-11-29T17:20:00Z';
    expect(signatureLine({ signerName: 'Olive Owner', signedAt: at, channel: 'IN_PERSON', signedByName: 'Vera Vet', declined: false })).toMatch(/^Signed by Olive Owner on .+, in person with Vera Vet\.$/);
    expect(signatureLine({ signerName: 'Olive Owner', signedAt: at, channel: 'LINK', signedByName: null, declined: true })).toMatch(/^Declined by Olive Owner on .+, through the e-mailed link\.$/);
  });
});
