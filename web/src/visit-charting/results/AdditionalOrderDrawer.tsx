// 'Place Additional Order' (spec 002 sections 2.7, 4 'Lab ordering' 3, 9): a drawer at 50% width
// that places an additional order (it starts empty: the tests are chosen on the lab's page); on
// success it turns into 'Finalize Order' at 90% width with the lab's pages as tabs in embedded
// frames. Done syncs the results and returns to the visit's results (soap=results&visitId).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { notify } from '../../ui/notifications/notificationStore';
import { Tabs } from '../../ui/Tabs';
import { ORDER_ERROR, useLabSync } from './labSync';
import { usePlaceLabOrder } from './mutations/usePlaceLabOrder';
import type { ResultsVisit, ResultsWriting } from './resultsData';
import { labErrorTitle, statusWord } from './resultsRules';

interface AdditionalOrderDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  visit: ResultsVisit;
  writing: ResultsWriting;
  providerName: string;
}

type Link = { readonly type: string; readonly url: string };

export function AdditionalOrderDrawer({ open, onOpenChange, visit, writing, providerName }: AdditionalOrderDrawerProps) {
  const [placeOrder, placing] = usePlaceLabOrder();
  const [sync, syncing] = useLabSync(visit.id, providerName);
  const [links, setLinks] = useState<ReadonlyArray<Link> | null>(null);
  const [tab, setTab] = useState('0');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const place = async () => {
    try {
      const { placeLabOrder: result } = await placeOrder({ input: { visitId: visit.id, kind: 'ADDITIONAL', visitModificationId: writing.visitModificationId } });
      if (result.__typename === 'PlaceLabOrderSuccess') {
        setLinks(result.order?.links ?? []);
        setTab('0');
        return;
      }
      if (result.__typename === 'LabProviderError') return void notify('error', labErrorTitle(result.providerName || providerName), result.message);
      notify('error', ORDER_ERROR, 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', ORDER_ERROR, error instanceof Error ? error.message : undefined);
    }
  };

  const finish = async () => {
    await sync();
    setLinks(null);
    onOpenChange(false);
    const search = new URLSearchParams({ source: searchParams.get('source') || 'vea', soap: 'results', visitId: searchParams.get('visitId') ?? '' });
    navigate({ search: search.toString() });
  };

  const finalizing = links !== null;
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next && finalizing) return void finish();
        onOpenChange(next);
      }}
      title={finalizing ? 'Finalize Order' : 'Place Additional Order'}
      description={finalizing ? `Choose the tests and submit the order on ${providerName}'s page, then press Done.` : `An additional order starts empty: its tests are chosen on ${providerName}'s page.`}
      width={finalizing ? '90%' : '50%'}
      footer={
        finalizing ? (
          <Button onClick={() => void finish()} busy={syncing}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={placing}>
              Cancel
            </Button>
            <Button onClick={() => void place()} busy={placing} disabled={!writing.writable}>
              Place Additional Order
            </Button>
          </>
        )
      }
    >
      {finalizing ? (
        links.length === 0 ? (
          <p className="text-sm text-slate-600">{providerName} gave no ordering page for this order.</p>
        ) : (
          <Tabs label={`${providerName} pages`} tabs={links.map((link, index) => ({ key: String(index), label: `${providerName} ${statusWord(link.type)}` }))} selected={tab} onSelect={setTab}>
            <iframe src={links[Number(tab)]?.url} title={`${providerName} ${links[Number(tab)]?.type ?? ''}`} className="h-[70vh] w-full rounded-lg border border-slate-200" />
          </Tabs>
        )
      ) : (
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            The order goes to <strong>{providerName}</strong> for {visit.pet.name}, {visit.name}.
          </p>
          <p>Its tests are not taken from the plan: after placing it, pick them from {providerName}'s test menu and submit the order there.</p>
        </div>
      )}
    </Drawer>
  );
}
