// Address rules more than one form applies (hospital contact, pet parents, billing: spec sections 5).

/**
 * P.O. Box, PO Box, P O Box, POBox, Post Office Box, POB and P.O.B., in any case — but not
 * words that merely contain those letters (Pobrecito Lane, Spokane Box Co).
 */
export const PO_BOX_PATTERN = /(^|[^a-z])(p[\s.-]*o[\s.-]*(box|b\b)|post\s*office\s*box|pob\b)/i;

export const isPoBox = (address: string) => PO_BOX_PATTERN.test(address);

export const PO_BOX_MESSAGE = 'PO Box is not allowed!';
