// Address rules more than one form applies (hospital contact, pet parent: spec sections 5). The
// services hold the same matcher (services/platform/src/address.ts); theirs is the one that counts.

/** P.O. Box, PO Box, P O Box, POBox, Post Office Box, POB and P.O.B., in any case. */
export const PO_BOX_PATTERN = /(^|[^a-z])(p[\s.-]*o[\s.-]*(box|b\b)|post\s*office\s*box|pob\b)/i;

export const isPoBox = (address: string) => PO_BOX_PATTERN.test(address);

export const PO_BOX_MESSAGE = 'PO Box is not allowed!';
