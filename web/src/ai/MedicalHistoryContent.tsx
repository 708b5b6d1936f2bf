// The Medical History Summary panel's content (spec 002 section 2.8): the subtitle naming where the
// summary came from, and the sections Medications, Treatments, Services, Problems and Diagnosis,
// each line linking to the visit it came from (that visit's steps). Read when the panel opens
// (store and network), never with a step's own query, which stays within the gateway's limits.
// Below them, the files imported records kept (MedicalRecordFiles).
import * as Dialog from '@radix-ui/react-dialog';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { MedicalHistoryContentQuery } from '../__generated__/MedicalHistoryContentQuery.graphql';
import { focusRing } from '../ui/Button';
import { useKeyboardScrollable } from '../ui/useKeyboardScrollable';
import { MedicalRecordFiles } from './MedicalRecordFiles';
import { historyDate, lineOrigin, MEDICAL_HISTORY_SECTIONS, medicalHistorySubtitle, NO_MEDICAL_HISTORY, type HistoryLine } from './medicalHistory';

const query = graphql`
  query MedicalHistoryContentQuery($petId: ID!, $excludingVisitId: ID) {
    node(id: $petId) {
      __typename
      ... on Pet {
        ...MedicalRecordFiles_pet
        medicalHistorySummary(excludingVisitId: $excludingVisitId) {
          isEmpty
          medications {
            ...MedicalHistoryContent_line @relay(mask: false)
          }
          treatments {
            ...MedicalHistoryContent_line @relay(mask: false)
          }
          services {
            ...MedicalHistoryContent_line @relay(mask: false)
          }
          problems {
            ...MedicalHistoryContent_line @relay(mask: false)
          }
          diagnosis {
            ...MedicalHistoryContent_line @relay(mask: false)
          }
        }
      }
    }
  }
`;

graphql`
  fragment MedicalHistoryContent_line on MedicalHistoryLine {
    text
    source
    visitDate
    visit {
      id
      name
    }
  }
`;

interface ContentProps {
  petId: string;
  /** The steps page of one of the pet's visits (the drawer knows the page's address). */
  visitPath: (visitId: string) => string;
  /** Opened from a visit's steps: that visit's global id, whose own lines are left out. */
  excludingVisitId?: string | null;
}

function Line({ line, visitPath }: { line: HistoryLine; visitPath: ContentProps['visitPath'] }) {
  const date = line.visitDate ? historyDate(line.visitDate) : null;
  const origin = lineOrigin(line);
  return (
    <li className="py-2">
      {line.visit ? (
        <Link to={visitPath(line.visit.id)} className={`group block rounded-md ${focusRing}`}>
          <span className="font-medium text-teal-800 group-hover:underline">{line.text}</span>
          <span className="block text-xs text-slate-600">
            {[line.visit.name, date].filter(Boolean).join(' · ')}
          </span>
        </Link>
      ) : (
        <>
          <span className="font-medium text-slate-900">{line.text}</span>
          <span className="block text-xs text-slate-600">{[origin, date].filter(Boolean).join(' · ')}</span>
        </>
      )}
    </li>
  );
}

export function MedicalHistoryContent({ petId, visitPath, excludingVisitId = null }: ContentProps) {
  const data = useLazyLoadQuery<MedicalHistoryContentQuery>(query, { petId, excludingVisitId }, { fetchPolicy: 'store-and-network' });
  const scrollable = useKeyboardScrollable<HTMLDivElement>('Medical History Summary');
  const pet = data.node?.__typename === 'Pet' ? data.node : null;
  const summary = pet?.medicalHistorySummary ?? null;
  return (
    <div {...scrollable} className={`flex-1 overflow-y-auto px-6 py-5 ${focusRing}`}>
      <Dialog.Description className="text-sm text-slate-600">{summary ? medicalHistorySubtitle(summary) : 'This pet could not be found.'}</Dialog.Description>
      {summary && summary.isEmpty && <p className="mt-6 rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{NO_MEDICAL_HISTORY}</p>}
      {summary && !summary.isEmpty && (
        <div className="mt-4 space-y-5">
          {MEDICAL_HISTORY_SECTIONS.map(({ key, title }) => (
            <section key={key} aria-labelledby={`medical-history-${key}`}>
              <h3 id={`medical-history-${key}`} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
                {title}
              </h3>
              {summary[key].length === 0 ? (
                <p className="mt-1 text-sm text-slate-500">None recorded.</p>
              ) : (
                <ul className="mt-1 divide-y divide-slate-100 text-sm">
                  {summary[key].map((line, index) => (
                    <Line key={index} line={line} visitPath={visitPath} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
      {pet && <MedicalRecordFiles pet={pet} />}
    </div>
  );
}
