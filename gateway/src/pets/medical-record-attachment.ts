// MedicalRecordAttachment: the file kept with a pet's medical record (a FHIR import's document,
// docs/fhir-import.md) and a short-lived address to open it, for whoever reads the pet's records.
import { builder } from '../builder.ts';
import type { PetMedicalRecordRecord } from './pet-wire.ts';
import { medicalRecordFileLinkPath, sealMedicalRecordFileLink } from './medical-record-file-links.ts';

export type MedicalRecordAttachmentRecord = NonNullable<PetMedicalRecordRecord['attachment']> & { petId: string; recordId: string };

export const MedicalRecordAttachmentType = builder.objectRef<MedicalRecordAttachmentRecord>('MedicalRecordAttachment').implement({
  description: "The file kept with a medical record (a FHIR import's document).",
  fields: (t) => ({
    name: t.exposeString('name', { description: "The file's name." }),
    contentType: t.exposeString('contentType'),
    size: t.float({ description: 'Bytes.', resolve: (file) => file.size }),
    sha256: t.exposeString('sha256', { description: "The file's SHA-256 (hex), checked when it was imported." }),
    downloadUrl: t.string({
      nullable: true,
      description: 'A same-origin address of the file, valid for 10 minutes (the download is audited).',
      resolve: (file, _args, context) => {
        if (!context.reportLinkKey || !context.token) return null;
        return medicalRecordFileLinkPath(sealMedicalRecordFileLink(context.reportLinkKey, context.token, file));
      },
    }),
  }),
});
