// AddressSource: where an address suggestion came from, so the web can say so beside it.
import { builder } from '../builder.ts';

export const AddressSourceEnum = builder.enumType('AddressSource', {
  values: {
    SMARTY: { value: 'smarty', description: "Smarty's US Autocomplete Pro: a USPS-verified street address." },
    KNOWN_ADDRESS: { value: 'known-address', description: "One of the organization's own clinic addresses." },
    ZIP_DIRECTORY: { value: 'zip-directory', description: 'The built-in US ZIP directory: city, state and ZIP only (addressLine1 is empty).' },
  } as const,
  description: 'Where an address suggestion came from (the thirdparty service, ADDRESS_LOOKUP_PROVIDER).',
});
