// The Preview SOAP Note drawer's content: the notes and the vitals are read when the drawer opens,
// not with the step's query: carried by every step's query they cost more than the gateway's
// query cost limit leaves (the subjective step's own form reads the same note). Each opening
// waits for the network: the store holds only parts of the notes from the steps' queries (the
// vitals panel's subjective note id), and rendering those as the note crashed the page. While open
// it reads the Relay store, so a save of either note or the vitals, which answers them, shows in it.
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { SoapPreviewContentQuery } from '../../__generated__/SoapPreviewContentQuery.graphql';
import type { SoapPreviewContent_query$key } from '../../__generated__/SoapPreviewContent_query.graphql';
import type { SoapPreviewContent_visit$key } from '../../__generated__/SoapPreviewContent_visit.graphql';
import { useKeyboardScrollable } from '../../ui/useKeyboardScrollable';
import { NONE_PROVIDED, objectiveSections, subjectiveSections, triageSection, vitalsSection, type PreviewSection } from './soapPreview';

const visitFragment = graphql`
  fragment SoapPreviewContent_visit on Visit {
    subjectiveNote {
      id
      chiefComplaint {
        complaint
        duration
      }
      reasonForConsultation {
        mainCaseIds
        otherCases
        generalHealth
        skinCase
        vomiting {
          vomiting
          timesVomiting
          intoTrash
          ateSomething
          ratPoison
          dietChanges
          dietIndiscretions
          recentlyVaccinated
        }
        diarrhea {
          diarrhea
          timesDiarrhea
          eatingStool
          dietIndiscretions
          missingToys
          accidents
          someVisit
          petActing
        }
      }
      additionalNotes {
        triageNotes
        waterIntake
        appetite
        travel
        coughing
        sneezing
        vomiting
        additionalVomiting
        diarrhea
        specialDiets
        supplements
        medications
        fleaComb
        indoor
        otherPets
      }
    }
    # Flat, as the vitals panel reads them: a save of the vitals answers these fields, so the open
    # drawer follows it.
    vitals {
      id
      temperature {
        value
        unit
      }
      respiratoryRate
      heartRate
      weight {
        value
        unit
      }
    }
    objectiveNote {
      id
      physicalExamResults {
        category
        result
        comment
      }
      ruleOuts {
        name
      }
      bodyScore
      bodyScoreLabel
      painScore
      painScoreLabel
      dentalScore
      muscleConditionScore
      muscleConditionLabel
      grimaceScale
      mentation
      medicalHistoryNotes
    }
  }
`;

const queryFragment = graphql`
  fragment SoapPreviewContent_query on Query {
    soapCases {
      caseId
      label
    }
  }
`;

const previewQuery = graphql`
  query SoapPreviewContentQuery($visitId: ID!) {
    ...SoapPreviewContent_query
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        ...SoapPreviewContent_visit
      }
    }
  }
`;

export function SoapPreviewContent({ visitId, fetchKey }: { visitId: string; fetchKey: number }) {
  const data = useLazyLoadQuery<SoapPreviewContentQuery>(previewQuery, { visitId }, { fetchPolicy: 'network-only', fetchKey });
  const { soapCases } = useFragment<SoapPreviewContent_query$key>(queryFragment, data);
  const visit = useFragment<SoapPreviewContent_visit$key>(visitFragment, data.visit?.__typename === 'Visit' ? data.visit : null);
  if (!visit) return <p className="px-6 py-5 text-sm text-slate-600">This visit was not found.</p>;
  const caseLabels = new Map(soapCases.map((soapCase) => [soapCase.caseId, soapCase.label]));
  const groups: { heading: string; sections: PreviewSection[] }[] = [
    { heading: 'Triage Notes', sections: [triageSection(visit.subjectiveNote)] },
    // The vitals close the subjective, as in the SOAP PDF (check-in data, spec 002 section 1).
    { heading: 'Subjective', sections: [...subjectiveSections(visit.subjectiveNote, caseLabels), vitalsSection(visit.vitals)] },
    { heading: 'Objective', sections: objectiveSections(visit.objectiveNote) },
  ];
  return <PreviewBody groups={groups} />;
}

/** Mounted while the drawer is open, so the scroll box is measured once it exists. */
function PreviewBody({ groups }: { groups: { heading: string; sections: PreviewSection[] }[] }) {
  const scrollable = useKeyboardScrollable<HTMLDivElement>('Note so far');
  return (
    <div {...scrollable} className="flex-1 space-y-6 overflow-y-auto px-6 py-5">
      {groups.map((group) => (
        <section key={group.heading} aria-label={group.heading} className="space-y-3">
          <h3 className="text-base font-semibold text-slate-900">{group.heading}</h3>
          {group.sections.map((section) => (
            <div key={section.title}>
              {section.title !== group.heading && <h4 className="text-sm font-semibold text-slate-700">{section.title}</h4>}
              {section.rows.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">{section.empty ?? NONE_PROVIDED}</p>
              ) : (
                <dl className="mt-1 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1 text-sm">
                  {section.rows.map((row) => (
                    <div key={row.label} className="contents">
                      <dt className="text-slate-600">{row.label}</dt>
                      <dd className="whitespace-pre-wrap text-slate-900">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
