// What a SOAP template write must hold (PLAN-19 decisions 1, 2) is the contract's
// (@vetchart/contracts/soap-templates/soap-template): the routes parse bodies with its `*Wire`
// schemas and answer its messages. Here: the new template's code.
export { TEMPLATE_MESSAGES } from '@vetchart/contracts/soap-templates/soap-template';

/** A new template's code: 'TPL-' and 8 random characters (capital letters and digits). */
export function newTemplateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `TPL-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}
