// How a visit's consent reads in the Plan step's panel: its state's label and tone, why it is
// needed, and the signature's line ('Signed by Olive Park on …, in person with Vera Vet').
import { formatVisitTime } from '../pet-profile/petProfileLinks';

export type ConsentStateName = 'REQUIRED' | 'SIGNED' | 'WITHDRAWN' | 'DECLINED';

export const STATE_LABELS: Record<ConsentStateName, string> = { REQUIRED: 'Required', SIGNED: 'Signed', WITHDRAWN: 'Withdrawn', DECLINED: 'Declined' };

export const STATE_TONES: Record<ConsentStateName, string> = {
  REQUIRED: 'bg-amber-50 text-amber-900 ring-amber-200',
  SIGNED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  WITHDRAWN: 'bg-rose-50 text-rose-800 ring-rose-200',
  DECLINED: 'bg-rose-50 text-rose-800 ring-rose-200',
};

const REASONS: Record<string, string> = {
  always_required: 'the clinic requires it on every visit',
  plan_has_price: 'the treatment plan has a price',
  plan_has_procedure: 'the treatment plan holds a procedure or anaesthesia',
  added_by_hand: 'added to this visit',
};

/** 'Needed because the treatment plan holds a procedure or anaesthesia.' */
export const reasonText = (reasons: ReadonlyArray<string>) => `Needed because ${reasons.map((reason) => REASONS[reason] ?? reason).join(' and ')}.`;

interface SignatureLine {
  signerName: string;
  signedAt: string;
  channel: string;
  signedByName: string | null | undefined;
  declined: boolean;
}

export function signatureLine(signature: SignatureLine): string {
  const how = signature.channel === 'LINK' ? 'through the e-mailed link' : `in person${signature.signedByName ? ` with ${signature.signedByName}` : ''}`;
  return `${signature.declined ? 'Declined' : 'Signed'} by ${signature.signerName} on ${formatVisitTime(signature.signedAt)}, ${how}.`;
}
