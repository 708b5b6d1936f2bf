// The Results step's template mode (spec 002 sections 2.7, 4 'Treatment result save', 5, 8):
// pick one of the clinic's SOAP templates ('Select a Template to fetch the data as your
// expected format'), Fetch fills its sections from the visit's recorded data (the server's preview,
// nothing invented), the sections can be edited, 'Save Changes' saves the treatment result with
// them, and 'Write Back' — enabled only once a save succeeded and nothing changed since — records
// it on the patient in the connected practice system.
import { Suspense, useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { TemplateModeWriteBackQuery } from '../../__generated__/TemplateModeWriteBackQuery.graphql';
import type { TemplateModePreviewQuery } from '../../__generated__/TemplateModePreviewQuery.graphql';
import type { TemplateModeTemplatesQuery, TemplateModeTemplatesQuery$data } from '../../__generated__/TemplateModeTemplatesQuery.graphql';
import { useSession } from '../../auth/session';
import { Button, focusRing } from '../../ui/Button';
import { InlineNotice } from '../../ui/InlineNotice';
import { notify } from '../../ui/notifications/notificationStore';
import { Skeleton } from '../../ui/Skeleton';
import { useWriteBackTreatmentResult } from './mutations/useWriteBackTreatmentResult';
import { PracticeExportStatus } from '../../write-back/PracticeExportStatus';
import type { ResultsVisit, ResultsWriting } from './resultsData';
import { formatStatusTime } from './resultsRules';
import type { TreatmentResultDraft } from './useTreatmentResultDraft';

export const SELECT_TEMPLATE = 'Select a Template to fetch the data as your expected format';
export const TEMPLATE_OR_VISIT_MISSING = 'Template or visit ID is missing';
export const TEMPLATES_ERROR = 'Failed to fetch templates';
export const PREVIEW_ERROR = 'Failed to fetch template preview';
export const TEMPLATE_CODE_MISSING = 'Template code is missing';
export const CLINIC_CODE_MISSING = 'Clinic code is missing';
export const WRITEBACK_DONE = 'Writeback successful!';
export const WRITEBACK_ERROR = 'An error occurred while writing back to the third-party provider';

const templatesQuery = graphql`
  query TemplateModeTemplatesQuery {
    soapTemplates(status: ACTIVE) {
      id
      code
      name
      description
    }
  }
`;

const previewQuery = graphql`
  query TemplateModePreviewQuery($visitId: ID!, $templateId: ID!) {
    node(id: $visitId) {
      ... on Visit {
        treatmentResultPreview(templateId: $templateId) {
          section
          value
        }
      }
    }
  }
`;

// The result's write-back state, read on its own: under the results step's query it would pass
// the API's depth limit (the place-order answer spreads that query's fragment).
const writeBackQuery = graphql`
  query TemplateModeWriteBackQuery($visitId: ID!) {
    node(id: $visitId) {
      ... on Visit {
        results {
          treatmentResult {
            id
            practiceExport {
              id
              ...PracticeExportStatus_practiceExport
            }
          }
        }
      }
    }
  }
`;

function TreatmentResultWriteBack({ visitId, mayRetry, fallback }: { visitId: string; mayRetry: boolean; fallback: string | null }) {
  const data = useLazyLoadQuery<TemplateModeWriteBackQuery>(writeBackQuery, { visitId }, { fetchPolicy: 'store-and-network' });
  const practiceExport = data.node?.results?.treatmentResult?.practiceExport;
  if (practiceExport) return <PracticeExportStatus practiceExport={practiceExport} mayRetry={mayRetry} />;
  return fallback ? <p className="text-sm text-slate-600">{fallback}</p> : null;
}

type Template = TemplateModeTemplatesQuery$data['soapTemplates'][number];
type Section = { section: string; value: string };

interface TemplateModeProps {
  visit: ResultsVisit;
  draft: TreatmentResultDraft;
  writing: ResultsWriting;
}

export function TemplateMode({ visit, draft, writing }: TemplateModeProps) {
  const id = useId();
  const environment = useRelayEnvironment();
  // The preview and write-back name the clinic by its code (the server checks it too).
  const clinicCode = useSession()?.viewer.clinics[0]?.clinicCode ?? null;
  const saved = visit.results.treatmentResult;
  const [templates, setTemplates] = useState<ReadonlyArray<Template> | 'error' | null>(null);
  const [templateId, setTemplateId] = useState(saved?.soapTemplate?.id ?? '');
  const [sections, setSections] = useState<Section[] | null>(saved?.templateContent ? saved.templateContent.map(({ section, value }) => ({ section, value })) : null);
  const [fetching, setFetching] = useState(false);
  // Write Back needs a save of these very sections: false once they change.
  const [savedSections, setSavedSections] = useState(Boolean(saved?.templateContent));
  const [writeBack, writingBack] = useWriteBackTreatmentResult();

  useEffect(() => {
    const subscription = fetchQuery<TemplateModeTemplatesQuery>(environment, templatesQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => setTemplates(data.soapTemplates),
      error: (error: Error) => {
        setTemplates('error');
        notify('error', TEMPLATES_ERROR, error.message);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  const list = Array.isArray(templates) ? templates : [];
  const template = list.find((entry) => entry.id === templateId) ?? null;
  const templateCode = template?.code ?? (templateId === saved?.soapTemplate?.id ? saved?.templateCode : null) ?? null;

  const fetchPreview = async () => {
    if (!templateId || !visit.id) return void notify('error', TEMPLATE_OR_VISIT_MISSING);
    if (!clinicCode) return void notify('error', CLINIC_CODE_MISSING);
    setFetching(true);
    try {
      const data = await fetchQuery<TemplateModePreviewQuery>(environment, previewQuery, { visitId: visit.id, templateId }, { fetchPolicy: 'network-only' }).toPromise();
      const preview = data?.node?.treatmentResultPreview;
      if (!preview) throw new Error('The visit was not found.');
      setSections(preview.map(({ section, value }) => ({ section, value })));
      setSavedSections(false);
    } catch (error) {
      notify('error', PREVIEW_ERROR, error instanceof Error ? error.message : undefined);
    } finally {
      setFetching(false);
    }
  };

  const saveChanges = async () => {
    if (!sections || !templateId) return void notify('error', TEMPLATE_OR_VISIT_MISSING);
    if (await draft.save({ soapTemplateId: templateId, templateContent: sections })) setSavedSections(true);
  };

  const writeBackNow = async () => {
    if (!templateCode) return void notify('error', TEMPLATE_CODE_MISSING);
    if (!clinicCode) return void notify('error', CLINIC_CODE_MISSING);
    try {
      const { writeBackTreatmentResult: result } = await writeBack({ input: { visitId: visit.id, templateCode, visitModificationId: writing.visitModificationId } });
      if (result.__typename === 'WriteBackTreatmentResultSuccess') return void notify('success', result.message || WRITEBACK_DONE);
      notify('error', ('message' in result ? result.message : undefined) || WRITEBACK_ERROR);
    } catch {
      notify('error', WRITEBACK_ERROR);
    }
  };

  return (
    <div className="space-y-5">
      {draft.conflict && <InlineNotice tone="error">{draft.conflict}</InlineNotice>}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-72 flex-1">
          <label htmlFor={`${id}-template`} className="mb-1.5 block text-sm font-medium text-slate-800">
            {SELECT_TEMPLATE}
          </label>
          {templates === null ? (
            <Skeleton className="h-10 w-full" />
          ) : (
            <select
              id={`${id}-template`}
              value={templateId}
              disabled={templates === 'error'}
              onChange={(event) => setTemplateId(event.target.value)}
              className={`block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-50 ${focusRing}`}
            >
              <option value="">{list.length === 0 ? 'No active templates' : 'Select a template'}</option>
              {list.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          )}
        </div>
        <Button variant="secondary" onClick={() => void fetchPreview()} busy={fetching}>
          Fetch
        </Button>
      </div>
      {template?.description && <p className="text-sm text-slate-600">{template.description}</p>}

      {sections === null ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">Pick a template and press Fetch to see the visit's result in its sections.</p>
      ) : sections.length === 0 ? (
        <p className="text-sm text-slate-600">This template has no sections.</p>
      ) : (
        <fieldset disabled={!writing.writable} className="space-y-4">
          <legend className="text-base font-semibold text-slate-900">Preview</legend>
          {sections.map((entry, index) => (
            <div key={`${entry.section}-${index}`}>
              <label htmlFor={`${id}-section-${index}`} className="mb-1.5 block text-sm font-medium text-slate-800">
                {entry.section}
              </label>
              <textarea
                id={`${id}-section-${index}`}
                rows={4}
                maxLength={20000}
                value={entry.value}
                onChange={(event) => {
                  const value = event.target.value;
                  setSections((current) => current?.map((item, position) => (position === index ? { ...item, value } : item)) ?? null);
                  setSavedSections(false);
                }}
                className={`field-sizing-content block max-h-[14rem] min-h-[6.5rem] w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-50 ${focusRing}`}
              />
            </div>
          ))}
        </fieldset>
      )}

      {saved && (
        <Suspense fallback={null}>
          <TreatmentResultWriteBack visitId={visit.id} mayRetry={writing.writable} fallback={saved.writtenBackAt ? `Written back to ${saved.writtenBackTo || 'the practice system'} on ${formatStatusTime(saved.writtenBackAt)}.` : null} />
        </Suspense>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void saveChanges()} busy={draft.saving} disabled={!writing.writable || sections === null}>
          Save Changes
        </Button>
        <Button onClick={() => void writeBackNow()} busy={writingBack} disabled={!writing.writable || !savedSections || draft.dirty}>
          Write Back
        </Button>
      </div>
    </div>
  );
}
