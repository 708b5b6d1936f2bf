// Address rules more than one service applies (hospital contact, pet parents: spec sections 5):
// the contracts' (packages/contracts/src/address.ts), which the web's forms apply too.
export { PO_BOX_MESSAGE, PO_BOX_PATTERN, isPoBox } from '@vetchart/contracts/address';
