// Uploaded files (logos for now): stored by the main service, shown at their url.
import type { FileRecord } from './file-wire.ts';
import { builder } from '../builder.ts';
import { ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';

/** A file uploaded by someone of the caller's organization; other organizations' files never load. */
export const FileType = builder.loadableNode(builder.objectRef<FileRecord>('File'), {
  id: { resolve: (file) => file.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.main.file.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    url: t.exposeString('url'),
    name: t.exposeString('name'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const UploadClinicLogoInput = builder.inputType('UploadClinicLogoInput', {
  description: 'An image as a data URI (PNG, JPEG, GIF or WebP, at most 5 MB, 4096 × 4096 pixels and 16 megapixels).',
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.string({ required: true }),
    dataUri: t.string({ required: true }),
  }),
});

const UploadClinicLogoSuccess = builder.objectRef<{ file: FileRecord }>('UploadClinicLogoSuccess').implement({
  fields: (t) => ({
    file: t.field({ type: FileType, resolve: (result) => result.file }),
    url: t.string({ description: 'Where the logo is shown; save it as the clinic avatar.', resolve: (result) => result.file.url }),
  }),
});

builder.mutationField('uploadClinicLogo', (t) =>
  t.field({
    type: UploadClinicLogoSuccess,
    description: 'Stores a logo image; save its url with updateClinic to show it. Super admins and client admins only.',
    authScopes: { superAdmin: true, clientAdmin: true },
    args: { input: t.arg({ type: UploadClinicLogoInput, required: true }) },
    errors: { types: [InputValidationError, ForbiddenError], union: { name: 'UploadClinicLogoResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const file = await context.loaders.main.uploadFile({ name: input.name, type: input.type, data_uri: input.dataUri, purpose: 'clinic-logo' });
        return { file };
      } catch (error) {
        throw fromUpstream(error, {
          403: (upstream) => new ForbiddenError(upstream.message),
          // Too large is a fault of the input like any other; the form shows it beside the logo.
          413: (upstream) => new InputValidationError(upstream.message, [{ path: 'dataUri', message: upstream.message }]),
        });
      }
    },
  }),
);
