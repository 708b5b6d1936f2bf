// The files kept with the pet's medical records (a FHIR import's documents: docs/fhir-import.md),
// listed under the Medical History Summary with their date and size, each opened in a new tab (a
// PDF or image shows there; anything else downloads). The address comes with the panel's query,
// asked afresh each time the panel opens, and is valid for 10 minutes.
import { graphql, useFragment } from 'react-relay';
import type { MedicalRecordFiles_pet$key } from '../__generated__/MedicalRecordFiles_pet.graphql';
import { fileSizeText } from '../fhir/fhirExportFormat';
import { focusRing } from '../ui/Button';
import { historyDate } from './medicalHistory';

const fragment = graphql`
  fragment MedicalRecordFiles_pet on Pet {
    medicalRecords {
      sourceId
      date
      title
      attachment {
        name
        contentType
        size
        downloadUrl
      }
    }
  }
`;

export function MedicalRecordFiles({ pet }: { pet: MedicalRecordFiles_pet$key }) {
  const data = useFragment(fragment, pet);
  const files = data.medicalRecords.flatMap((record) => (record.attachment ? [{ ...record, attachment: record.attachment }] : []));
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="medical-history-files" className="mt-5">
      <h3 id="medical-history-files" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        Files
      </h3>
      <ul className="mt-1 divide-y divide-slate-100 text-sm">
        {files.map((record) => (
          <li key={record.sourceId} className="py-2">
            {record.attachment.downloadUrl ? (
              <a href={record.attachment.downloadUrl} target="_blank" rel="noopener noreferrer" className={`group block rounded-md ${focusRing}`}>
                <span className="font-medium text-teal-800 group-hover:underline">{record.title}</span>
                <span className="block text-xs text-slate-600">{[record.attachment.name, fileSizeText(record.attachment.size), historyDate(record.date)].join(' · ')}</span>
              </a>
            ) : (
              <>
                <span className="font-medium text-slate-900">{record.title}</span>
                <span className="block text-xs text-slate-600">{[record.attachment.name, fileSizeText(record.attachment.size), historyDate(record.date)].join(' · ')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
