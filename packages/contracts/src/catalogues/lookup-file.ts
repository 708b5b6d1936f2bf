// The lookup lists' spreadsheet import (POST /file/excel, docs/rest-inventory.md): which list, and
// the file as a data URI (its type, size and rows the inventory service checks as it reads it).
// The service validates with `lookupFileImportWire` and the gateway's payload is its input
// (gateway/src/loaders/inventory.ts).
import { z } from 'zod/mini';
import { choice } from '../text.ts';
import { wire } from '../wire.ts';

/** The lists a file can be imported into (the catalogues are exported only). */
export const LOOKUP_MODULES = ['gender', 'breeds', 'species', 'vaccines'] as const;
export type LookupModule = (typeof LOOKUP_MODULES)[number];

const CHOOSE_A_FILE = 'Please choose a file.';

/** The module is any text in (the gateway's list names the export-only catalogues too), refused unless it can be imported. */
export const lookupFileImportWire = wire({
  module: choice(LOOKUP_MODULES, `module must be one of ${LOOKUP_MODULES.join(', ')}.`),
  fileName: z.string({ error: CHOOSE_A_FILE }).check(z.trim(), z.minLength(1, { error: CHOOSE_A_FILE }), z.maxLength(255, { error: 'The file name is too long.' })),
  dataUri: z.string({ error: CHOOSE_A_FILE }).check(z.minLength(1, { error: CHOOSE_A_FILE })),
});
export type LookupFileImport = z.output<typeof lookupFileImportWire>;
