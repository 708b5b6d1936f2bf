// The lookup lists as spreadsheets: a list (all matching rows, not just one page) or its import
// template as a CSV or XLSX file made by the inventory service and handed over as base64, and
// the Excel import (POST /file/excel) that adds every row of a file or, when any row is bad,
// none (the service lists each bad row's reason).
import { builder } from '../builder.ts';
import { lookupFileOf, type LookupFileRecord, type LookupModule } from './lookup-wire.ts';
import { LOOKUP_MUTATION_ERRORS, READ_SCOPE, WRITE_SCOPE, lookupError } from './lookup-support.ts';

const LookupModuleEnum = builder.enumType('LookupModule', {
  description: 'A list of the knowledge base: the lookup lists (exported and imported) and the catalogues (exported).',
  values: {
    GENDER: { value: 'gender' },
    BREEDS: { value: 'breeds' },
    SPECIES: { value: 'species' },
    VACCINES: { value: 'vaccines' },
    MEDICATIONS: { value: 'medications', description: 'Export only.' },
    INVENTORY: { value: 'inventory', description: 'Export only.' },
    DIAGNOSIS: { value: 'diagnosis', description: 'Export only.' },
    DIAGNOSTICS: { value: 'diagnostics', description: 'Export only.' },
    SERVICES: { value: 'services', description: 'Export only.' },
  } as const,
});

const LookupFileFormatEnum = builder.enumType('LookupFileFormat', {
  values: { CSV: { value: 'csv' }, XLSX: { value: 'xlsx' } } as const,
});

const LookupFileType = builder.objectRef<LookupFileRecord>('LookupFile').implement({
  description: 'A file to download: its name, MIME type and content in base64.',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    mimeType: t.exposeString('mimeType'),
    base64: t.exposeString('base64'),
    rowCount: t.exposeInt('rowCount', { description: 'Data rows in the file (the header row not counted).' }),
  }),
});

builder.queryField('lookupListFile', (t) =>
  t.field({
    type: LookupFileType,
    description: 'Export: every row of the list matching search as CSV or XLSX; with template, only the header row the import expects.',
    authScopes: READ_SCOPE,
    args: {
      module: t.arg({ type: LookupModuleEnum, required: true }),
      format: t.arg({ type: LookupFileFormatEnum, required: true }),
      search: t.arg.string(),
      template: t.arg.boolean({ defaultValue: false }),
    },
    resolve: async (_root, args, context) => {
      const file = await context.loaders.inventory.exportLookupList({
        module: args.module as LookupModule,
        format: args.format as 'csv' | 'xlsx',
        search: args.search,
        template: args.template ?? false,
      });
      return lookupFileOf(file.bytes, file.headers, `${args.module}.${args.format}`);
    },
  }),
);

const ImportLookupFileInput = builder.inputType('ImportLookupFileInput', {
  fields: (t) => ({
    module: t.field({ type: LookupModuleEnum, required: true }),
    fileName: t.string({ required: true }),
    dataUri: t.string({ required: true, description: 'The file as a data URI (data:<type>;base64,<content>), at most 5 MB.' }),
  }),
});

const ImportLookupFileSuccess = builder.objectRef<{ imported: number; message: string }>('ImportLookupFileSuccess').implement({
  fields: (t) => ({ imported: t.exposeInt('imported'), message: t.exposeString('message') }),
});

builder.mutationField('importLookupFile', (t) =>
  t.field({
    type: ImportLookupFileSuccess,
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: ImportLookupFileInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'ImportLookupFileResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.inventory.importLookupFile({
          module: input.module as LookupModule,
          file_name: input.fileName,
          data_uri: input.dataUri,
        });
      } catch (error) {
        throw lookupError(error, { file_name: 'fileName', data_uri: 'dataUri' });
      }
    },
  }),
);
