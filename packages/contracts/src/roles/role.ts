// Rules about roles that more than one layer applies (spec 001 section 6, spec 003 section on
// the SOAP canvas): the web disables the button, the gateway and the main service refuse.

/** Finalizing a SOAP note (write-back to the PIMS) needs a role whose name contains 'vet', any case. */
export const mayFinalizeSoap = (roleName: string | null | undefined): boolean => /vet/i.test(roleName ?? '');

/** The disabled Finalize SOAP button's tooltip, and the refusal (spec 001 section 6). */
export const NOT_A_VET = 'You are not authorized to finalize this note to your PIMS. Only Veterinarian users are able to finalize SOAP notes';
