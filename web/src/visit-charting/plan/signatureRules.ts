// What a signature needs before it is saved (spec 002 section 5, spec 003 section 8): something
// drawn, and in person the signer's full name.

export const ENTER_FULL_NAME = 'Please enter the full name of the person signing';
/** Spec 003 section 8, the same rule for every signature. */
export const SIGN_FIRST = 'Please sign in the signature field';

/** What is missing before a signature can be saved, in the order the person meets them. */
export function signatureProblems(options: { signed: boolean; signerName: string; nameRequired: boolean }): { signature?: string; signerName?: string } {
  return {
    ...(options.signed ? {} : { signature: SIGN_FIRST }),
    ...(options.nameRequired && !options.signerName.trim() ? { signerName: ENTER_FULL_NAME } : {}),
  };
}
