// 'Export records (FHIR)' on a pet's profile, for client admins and super admins: one pet's FHIR
// export, queued like the clinic's (docs/fhir.md 'Exporting from Settings'); it is downloaded from
// Settings → Export records (FHIR), which the notice links to.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { notify } from '../ui/notifications/notificationStore';
import { useStartFhirExport } from './mutations/useStartFhirExport';

export function ExportPetRecordsButton({ petId, petName }: { petId: string; petName: string }) {
  const [start, starting] = useStartFhirExport();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();

  const onStart = async () => {
    try {
      const answer = (await start({ input: { petId } })).startFhirExport;
      if (answer.__typename === 'StartFhirExportSuccess') {
        notify('info', answer.message ?? 'The export has started.', undefined, [{ label: 'Open exports', onAction: () => void navigate('/d/settings/fhir-export') }]);
      } else {
        notify('error', answer.message ?? 'The export could not be started.');
      }
    } catch (error) {
      notify('error', 'Error', error instanceof Error ? error.message : 'An Error Occurred');
    }
    setConfirming(false);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Export records
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title={`Export ${petName}'s records?`}
        message={`${petName}'s visits, notes, results, signatures and documents are exported as FHIR R4 files into one zip, downloaded from Settings → Export records (FHIR) when it is ready.`}
        confirmLabel="Start export"
        busy={starting}
        onConfirm={() => void onStart()}
      />
    </>
  );
}
