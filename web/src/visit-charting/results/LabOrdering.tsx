// Lab ordering on the Results step (spec 002 sections 2.7, 4 'Lab ordering', 8):
// Place Order asks the server for the order of the signed plan's approved outside tests; with
// unprocessed orders it answers 'Pending Orders Found!' ('Yes, Continue' opens the pending order's
// page, 'No, Empty Cart' cancels them and orders afresh), else the lab's ordering page opens in the
// frame modal, and closing it syncs the results ('Sync error' on failure, the server's message on
// success). 'Place Additional Order' opens its drawer (AdditionalOrderDrawer). The controls show
// only with a connected lab whose flags allow ordering. A lab's refusal is '<lab> Error' ('Antech
// Error') with its message; anything else 'Error while initiating order!'.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/notifications/notificationStore';
import { PartUnavailable } from '../../ui/PartUnavailable';
import { usePlaceLabOrder } from './mutations/usePlaceLabOrder';
import { ORDER_ERROR, PENDING_ORDERS_TITLE, useLabSync } from './labSync';
import type { ResultsVisit, ResultsWriting } from './resultsData';
import { labErrorTitle, showsLabControls } from './resultsRules';

const AdditionalOrderDrawer = lazy(async () => ({ default: (await import('./AdditionalOrderDrawer')).AdditionalOrderDrawer }));

type PendingOrder = { readonly id: string; readonly status: string; readonly links: ReadonlyArray<{ readonly url: string }> };


export function LabFrameModal({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} description="Submit the order on the lab's page, then close this window: the results are synced." width={1200}>
      <iframe src={url} title={title} className="h-[70vh] w-full rounded-lg border border-slate-200" />
    </Modal>
  );
}

export function LabOrderingControls({ visit, writing }: { visit: ResultsVisit; writing: ResultsWriting }) {
  // Null when the integrations service did not answer: the results still show, and where the
  // lab's buttons would be the step says the lab connection is not answering.
  const ordering = visit.labOrdering;
  const providerName = ordering?.providerName || 'Antech';
  const [placeOrder, placing] = usePlaceLabOrder();
  const [sync, syncing] = useLabSync(visit.id, providerName);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlyArray<PendingOrder> | null>(null);
  const [additional, setAdditional] = useState({ opened: false, open: false });

  if (!ordering) return <PartUnavailable part="lab connection" />;
  if (!showsLabControls(ordering)) return null;

  const order = async (discardPending: boolean) => {
    try {
      const { placeLabOrder: result } = await placeOrder({ input: { visitId: visit.id, kind: 'ORDER', discardPending, visitModificationId: writing.visitModificationId } });
      if (result.__typename === 'PlaceLabOrderSuccess') {
        const url = result.order?.links[0]?.url;
        if (url) setFrameUrl(url);
        else notify('info', `The order was sent to ${providerName}`, 'The lab gave no ordering page for it.');
        return;
      }
      if (result.__typename === 'PendingLabOrdersError') return setPending(result.orders ?? []);
      if (result.__typename === 'LabProviderError') return void notify('error', labErrorTitle(result.providerName || providerName), result.message);
      notify('error', ORDER_ERROR, 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', ORDER_ERROR, error instanceof Error ? error.message : undefined);
    }
  };

  const continuePending = () => {
    const url = pending?.find((entry) => entry.links[0])?.links[0]?.url;
    setPending(null);
    if (url) setFrameUrl(url);
    else notify('error', ORDER_ERROR, 'The pending order has no ordering page.');
  };

  return (
    <>
      {ordering.placeOrder && (
        <Button className="px-3 py-1.5" onClick={() => void order(false)} busy={placing && !additional.open} disabled={!writing.writable}>
          Place Order
        </Button>
      )}
      {ordering.allowAdditionalOrder && (
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => setAdditional({ opened: true, open: true })} disabled={!writing.writable}>
          Place Additional Order
        </Button>
      )}
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => void sync()} busy={syncing}>
        Sync Results
      </Button>

      <Modal
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={PENDING_ORDERS_TITLE}
        width={480}
        footer={
          <>
            <Button variant="secondary" onClick={() => {
                setPending(null);
                void order(true);
              }}>
              No, Empty Cart
            </Button>
            <Button onClick={continuePending}>Yes, Continue</Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          This visit has {pending?.length === 1 ? 'an order' : `${pending?.length ?? 0} orders`} at {providerName} not submitted yet. Continue with {pending?.length === 1 ? 'it' : 'them'}, or empty the cart and start a new order?
        </p>
      </Modal>
      {frameUrl && (
        <LabFrameModal
          url={frameUrl}
          title={`${providerName} Order`}
          onClose={() => {
            setFrameUrl(null);
            void sync();
          }}
        />
      )}
      {additional.opened && (
        <Suspense fallback={null}>
          <AdditionalOrderDrawer open={additional.open} onOpenChange={(open) => setAdditional((current) => ({ ...current, open }))} visit={visit} writing={writing} providerName={providerName} />
        </Suspense>
      )}
    </>
  );
}
