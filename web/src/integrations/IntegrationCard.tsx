// One third-party app: logo, name, description, the clinic's status and Add or Disconnect. The
// card's fragment also holds what its two modals show (one fragment level fewer keeps the page
// and the mutations within the gateway's query depth limit).
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IntegrationCard_app$key } from '../__generated__/IntegrationCard_app.graphql';
import { Button } from '../ui/Button';
import { ConnectIntegrationModal } from './ConnectIntegrationModal';
import { DisconnectIntegrationModal } from './DisconnectIntegrationModal';

const appFragment = graphql`
  fragment IntegrationCard_app on ThirdPartyApp {
    name
    appName
    slug
    description
    logo
    kind
    status
    requiresLogin
    connection {
      clinicId
      accountId
      username
      accountName
      connectedByName
      connectedAt
      lastVerifiedAt
    }
  }
`;

const KIND_LABEL = { PIMS: 'Practice management', LAB: 'Reference lab' } as const;

export function IntegrationCard({ app: appKey }: { app: IntegrationCard_app$key }) {
  const app = useFragment(appFragment, appKey);
  const titleId = useId();
  const [open, setOpen] = useState<'connect' | 'disconnect' | null>(null);
  const connected = app.status === 'ACTIVE';
  const kindLabel = app.kind === 'PIMS' || app.kind === 'LAB' ? KIND_LABEL[app.kind] : null;

  return (
    <article aria-labelledby={titleId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <img src={app.logo} alt="" className="size-12 shrink-0 rounded-xl" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {app.name}
          </h2>
          <p className="text-sm text-slate-500">
            {app.appName}
            {kindLabel && ` · ${kindLabel}`}
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600">{app.description}</p>
      <div className="flex-1">
        {app.connection && (
          <p className="mt-3 text-xs text-slate-500">
            Clinic ID {app.connection.clinicId} · connected by {app.connection.connectedByName} on{' '}
            {dayjs(app.connection.connectedAt).format('MMM D, YYYY')}
          </p>
        )}
      </div>
      <div className="mt-5 flex items-center justify-between gap-3">
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
            connected ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-1 ring-slate-200'
          }`}
        >
          <span aria-hidden="true" className={`size-1.5 rounded-full ${connected ? 'bg-emerald-500' : 'bg-slate-400'}`} />
          {connected ? 'Connected' : 'Not connected'}
        </span>
        {connected ? (
          <Button key="disconnect" variant="secondary" className="text-rose-700!" onClick={() => setOpen('disconnect')}>
            Disconnect
          </Button>
        ) : (
          <Button key="add" onClick={() => setOpen('connect')}>
            Add
          </Button>
        )}
      </div>
      <ConnectIntegrationModal app={app} open={open === 'connect'} onOpenChange={(next) => setOpen(next ? 'connect' : null)} />
      <DisconnectIntegrationModal app={app} open={open === 'disconnect'} onOpenChange={(next) => setOpen(next ? 'disconnect' : null)} />
    </article>
  );
}
