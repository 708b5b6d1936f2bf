// The disconnect modal: the connection's details (never a password) and a confirm button.
import dayjs from 'dayjs';
import type { IntegrationCard_app$data } from '../__generated__/IntegrationCard_app.graphql';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useDisconnectIntegration } from './mutations/useDisconnectIntegration';

const when = (iso: string) => dayjs(iso).format('MMM D, YYYY [at] h:mm A');

interface DisconnectIntegrationModalProps {
  app: Pick<IntegrationCard_app$data, 'name' | 'appName' | 'slug' | 'connection'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DisconnectIntegrationModal({ app, open, onOpenChange }: DisconnectIntegrationModalProps) {
  const [disconnect, isDisconnecting] = useDisconnectIntegration();
  const connection = app.connection;

  const onDisconnect = async () => {
    try {
      const { disconnectIntegration: result } = await disconnect({ input: { integration: app.slug } });
      if (result.__typename === 'DisconnectIntegrationSuccess') {
        notify('success', `${app.name} disconnected`);
        onOpenChange(false);
        return;
      }
      notify('error', 'Disconnect Error', result.__typename === '%other' ? 'An unexpected error occurred' : result.message);
    } catch (error) {
      notify('error', 'Disconnect Error', error instanceof Error ? error.message : undefined);
    }
  };

  const rows: [string, string | null | undefined][] = connection
    ? [
        ['App', `${app.name} (${app.appName})`],
        ['Clinic ID', connection.clinicId],
        ['Account ID', connection.accountId],
        ['Username', connection.username],
        [`${app.name} account`, connection.accountName],
        ['Connected by', connection.connectedByName],
        ['Connected on', when(connection.connectedAt)],
        ['Last checked', connection.lastVerifiedAt ? when(connection.lastVerifiedAt) : null],
      ]
    : [];

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Disconnect ${app.name}`}
      description={`Disconnecting stops VetChart from using ${app.name} for this clinic and erases the stored credentials.`}
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isDisconnecting}>
            Cancel
          </Button>
          <Button className="bg-rose-600! hover:bg-rose-700!" busy={isDisconnecting} disabled={!connection} onClick={() => void onDisconnect()}>
            Disconnect
          </Button>
        </>
      }
    >
      {connection ? (
        <dl aria-label="Connection info" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {rows
            .filter(([, value]) => Boolean(value))
            .map(([label, value]) => (
              <div key={label} className="grid grid-cols-[9rem_1fr] gap-3 px-4 py-2.5 text-sm">
                <dt className="text-slate-500">{label}</dt>
                <dd className="font-medium break-words text-slate-900">{value}</dd>
              </div>
            ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{app.name} is not connected.</p>
      )}
    </Modal>
  );
}
