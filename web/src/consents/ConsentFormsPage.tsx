// /d/consent-forms (docs/consents.md): the clinic's consent forms — treatment estimate,
// anaesthesia or procedure, recording for AI dictation — with their title, text, version and when
// a visit needs them. Admins add and edit them; a changed title or text is a new version, and the
// consents already signed keep the text they were signed on.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import {
  CONSENT_KIND_LABELS,
  CONSENT_KINDS,
  CONSENT_REQUIREMENT_LABELS,
  CONSENT_REQUIREMENTS,
  MAX_CONSENT_BODY,
  MAX_CONSENT_TITLE,
  consentFormCreateWire,
  type ConsentKind,
  type ConsentRequirement,
} from '@vetchart/contracts/consents/consent';
import type { ConsentFormsPage_form$data, ConsentFormsPage_form$key } from '../__generated__/ConsentFormsPage_form.graphql';
import type { ConsentFormsPageQuery } from '../__generated__/ConsentFormsPageQuery.graphql';
import type { ConsentKind as GraphQLKind, ConsentRequirement as GraphQLRequirement } from '../__generated__/useSaveConsentFormCreateMutation.graphql';
import { useAccess } from '../auth/access';
import { canEditHospitalSettings } from '../clinic/clinicAccess';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button } from '../ui/Button';
import { contractResolver } from '../ui/contractResolver';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { PermissionDenied } from '../ui/PermissionDenied';
import { useCreateConsentForm, useUpdateConsentForm } from './mutations/useSaveConsentForm';

const pageQuery = graphql`
  query ConsentFormsPageQuery {
    consentForms(first: 50) @connection(key: "ConsentFormsPage_consentForms") {
      __id
      totalCount
      edges {
        node {
          id
          ...ConsentFormsPage_form
        }
      }
    }
  }
`;

const formFragment = graphql`
  fragment ConsentFormsPage_form on ConsentForm {
    id
    kind
    title
    body
    version
    requirement
    archived
    textSha256
    updatedAt
    updatedByName
  }
`;

export interface ConsentFormsLoaderData {
  queryRef: PreloadedQuery<ConsentFormsPageQuery> | null;
}

type FormData = Omit<ConsentFormsPage_form$data, ' $fragmentType'>;
interface FormValues {
  kind: ConsentKind;
  title: string;
  body: string;
  requirement: ConsentRequirement;
  archived: boolean;
}

const toGraphQL = <T extends string>(value: string) => value.toUpperCase() as T;

export function ConsentFormsPage() {
  const { queryRef } = useLoaderData() as ConsentFormsLoaderData;
  const access = useAccess();
  if (!canEditHospitalSettings(access) || !queryRef) return <PermissionDenied />;
  return <ConsentForms queryRef={queryRef} />;
}

type Editing = { kind: 'new' } | { kind: 'edit'; form: FormData } | null;

function ConsentForms({ queryRef }: { queryRef: PreloadedQuery<ConsentFormsPageQuery> }) {
  const { consentForms } = usePreloadedQuery(pageQuery, queryRef);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">What pet parents sign before treatment. Editing a form's text makes a new version; signed consents keep theirs.</p>
        <Button onClick={() => setEditing({ kind: 'new' })}>Add consent form</Button>
      </div>
      <ul className="space-y-3">
        {consentForms.edges.flatMap((edge) => (edge ? [<ConsentFormCard key={edge.node.id} form={edge.node} onEdit={(form) => setEditing({ kind: 'edit', form })} />] : []))}
      </ul>
      {editing && <ConsentFormModal editing={editing} connectionId={consentForms.__id} onClose={() => setEditing(null)} />}
    </div>
  );
}

function ConsentFormCard({ form: formKey, onEdit }: { form: ConsentFormsPage_form$key; onEdit: (form: FormData) => void }) {
  const form = useFragment(formFragment, formKey);
  const kind = form.kind.toLowerCase() as ConsentKind;
  const requirement = form.requirement.toLowerCase() as ConsentRequirement;
  return (
    <li aria-label={form.title} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-base font-semibold text-slate-900">
            {form.title} {form.archived && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Archived</span>}
          </p>
          <p className="text-sm text-slate-600">
            {CONSENT_KIND_LABELS[kind]} · {CONSENT_REQUIREMENT_LABELS[requirement]} · Version {form.version}
          </p>
        </div>
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => onEdit(form)}>
          Edit
        </Button>
      </div>
      <p className="line-clamp-3 whitespace-pre-line text-sm text-slate-700">{form.body}</p>
    </li>
  );
}

function ConsentFormModal({ editing, connectionId, onClose }: { editing: NonNullable<Editing>; connectionId: string; onClose: () => void }) {
  const [create] = useCreateConsentForm();
  const [update] = useUpdateConsentForm();
  const [failure, setFailure] = useState<string | null>(null);
  const current = editing.kind === 'edit' ? editing.form : null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: contractResolver<FormValues, typeof consentFormCreateWire>(consentFormCreateWire),
    defaultValues: current
      ? { kind: current.kind.toLowerCase() as ConsentKind, title: current.title, body: current.body, requirement: current.requirement.toLowerCase() as ConsentRequirement, archived: current.archived }
      : { kind: 'anaesthesia_procedure', title: '', body: '', requirement: 'when_plan_needs', archived: false },
  });

  const submit = async (values: FormValues) => {
    setFailure(null);
    const requirement = toGraphQL<GraphQLRequirement>(values.requirement);
    try {
      const result = current
        ? (await update({ input: { id: current.id, basedOnVersion: current.version, title: values.title.trim(), body: values.body.trim(), requirement, archived: values.archived } })).updateConsentForm
        : (await create({ input: { kind: toGraphQL<GraphQLKind>(values.kind), title: values.title.trim(), body: values.body.trim(), requirement }, connections: [connectionId] })).createConsentForm;
      if (result.__typename === 'CreateConsentFormSuccess' || result.__typename === 'UpdateConsentFormSuccess') {
        notify('success', 'Consent form saved');
        onClose();
        return;
      }
      if (result.__typename === 'InputValidationError' && applyServerFieldErrors(setError, result.fieldErrors ?? [], ['kind', 'title', 'body', 'requirement']).length > 0) return;
      setFailure(('message' in result && result.message) || 'The consent form could not be saved.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The consent form could not be saved.');
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={current ? `Edit ${current.title}` : 'Add consent form'} width={720}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <SelectField
          label="Kind"
          placeholder="Choose…"
          options={CONSENT_KINDS.map((value) => ({ value, label: CONSENT_KIND_LABELS[value] }))}
          disabled={Boolean(current)}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <TextField label="Title" maxLength={MAX_CONSENT_TITLE} error={errors.title?.message} {...register('title')} />
        <TextAreaField label="Form text" rows={10} maxLength={MAX_CONSENT_BODY} hint="Paragraphs are separated by a blank line." error={errors.body?.message} {...register('body')} />
        <SelectField
          label="Required"
          placeholder="Choose…"
          options={CONSENT_REQUIREMENTS.map((value) => ({ value, label: CONSENT_REQUIREMENT_LABELS[value] }))}
          error={errors.requirement?.message}
          {...register('requirement')}
        />
        {current && <CheckboxField label="Archived (no longer required on visits)" {...register('archived')} />}
        {current && <p className="text-xs text-slate-500">Version {current.version}; a new title or text saves version {current.version + 1}.</p>}
        {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
