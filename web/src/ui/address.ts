// Address rules more than one form applies (hospital contact, pet parent: spec sections 5): the
// contracts' (packages/contracts/src/address.ts), the ones the services apply.
export { PO_BOX_MESSAGE, PO_BOX_PATTERN, isPoBox } from '@vetchart/contracts/address';
