// Signing a consent in person (docs/consents.md): the form's current text, the pet parent's full
// name and signature on the pad, Sign or Decline. The server binds the signature to this exact
// text (version and SHA-256) and refuses it if the form changed meanwhile.
import { useState } from 'react';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { ConsentSignatureForm, type ConsentSignatureInput } from './ConsentSignatureForm';
import { useSignVisitConsent } from './mutations/useSignVisitConsent';

interface ConsentSignDialogProps {
  visitId: string;
  form: { id: string; title: string; body: string; version: number };
  defaultName: string;
  onClose: () => void;
}

export function ConsentSignDialog({ visitId, form, defaultName, onClose }: ConsentSignDialogProps) {
  const [sign] = useSignVisitConsent();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (signature: ConsentSignatureInput) => {
    setFailure(null);
    try {
      const { signVisitConsent: result } = await sign({ input: { visitId, formId: form.id, formVersion: form.version, ...signature } });
      if (result.__typename === 'SignVisitConsentSuccess') {
        notify('success', signature.declined ? `${form.title} declined` : `${form.title} signed`);
        onClose();
        return;
      }
      setFailure(('message' in result && result.message) || 'The consent could not be signed.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The consent could not be signed.');
    }
  };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={form.title} width={860} closeOnOutsideClick={false}>
      <div className="space-y-4">
        {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
        <ConsentSignatureForm title={form.title} body={form.body} version={form.version} defaultName={defaultName} onSign={submit} />
      </div>
    </Modal>
  );
}
