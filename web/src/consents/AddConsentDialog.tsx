// Adding a clinic consent form to a visit by hand (docs/consents.md): the clinic's forms not yet
// on the visit and not archived, read when the dialog opens.
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { z } from 'zod/mini';
import type { AddConsentDialogQuery } from '../__generated__/AddConsentDialogQuery.graphql';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/FormField';
import { Skeleton } from '../ui/Skeleton';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useAddVisitConsent } from './mutations/useAddVisitConsent';

const query = graphql`
  query AddConsentDialogQuery {
    consentForms {
      edges {
        node {
          id
          title
          archived
        }
      }
    }
  }
`;

export const CHOOSE_FORM = 'Choose a consent form.';
const addSchema = z.object({ formId: z.string().check(z.minLength(1, CHOOSE_FORM)) });

interface AddConsentDialogProps {
  visitId: string;
  /** The forms the visit already lists. */
  listed: ReadonlyArray<string>;
  onClose: () => void;
}

export function AddConsentDialog({ visitId, listed, onClose }: AddConsentDialogProps) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Add consent form" width={420}>
      <Suspense fallback={<Skeleton className="h-20 w-full" />}>
        <AddConsentForm visitId={visitId} listed={listed} onClose={onClose} />
      </Suspense>
    </Modal>
  );
}

function AddConsentForm({ visitId, listed, onClose }: AddConsentDialogProps) {
  const data = useLazyLoadQuery<AddConsentDialogQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [add] = useAddVisitConsent();
  const [failure, setFailure] = useState<string | null>(null);
  const options = data.consentForms.edges.flatMap((edge) => (edge && !edge.node.archived && !listed.includes(edge.node.id) ? [{ value: edge.node.id, label: edge.node.title }] : []));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ formId: string }>({ resolver: zodResolver(addSchema), defaultValues: { formId: '' } });

  const submit = async ({ formId }: { formId: string }) => {
    setFailure(null);
    try {
      const { addVisitConsent: result } = await add({ input: { visitId, formId } });
      if (result.__typename === 'AddVisitConsentSuccess') {
        notify('success', 'Consent form added to the visit');
        onClose();
        return;
      }
      setFailure(('message' in result && result.message) || 'The consent form could not be added.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The consent form could not be added.');
    }
  };

  if (!options.length) return <p className="text-sm text-slate-700">Every consent form of the clinic is already on this visit.</p>;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <SelectField label="Consent form" placeholder="Choose…" options={options} error={errors.formId?.message} {...register('formId')} />
      {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Add
        </Button>
      </div>
    </form>
  );
}
