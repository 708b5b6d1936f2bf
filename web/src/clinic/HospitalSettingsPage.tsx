// /d/hospital-setting: the active clinic's contact details, address, units and logo. For super
// admins and client admins; anyone else sees the permission notice (and the gateway and the
// auth service refuse their changes anyway).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { HospitalSettingsPageQuery } from '../__generated__/HospitalSettingsPageQuery.graphql';
import { useAccess } from '../auth/access';
import { PermissionDenied } from '../ui/PermissionDenied';
import { BillingDetailsCard } from '../billing/BillingDetailsCard';
import { canEditHospitalSettings } from './clinicAccess';
import { HospitalSettingsForm } from './HospitalSettingsForm';

const hospitalSettingsPageQuery = graphql`
  query HospitalSettingsPageQuery {
    activeClinic {
      ...HospitalSettingsForm_clinic
    }
    subscription {
      ...BillingDetailsCard_subscription
    }
  }
`;

export interface HospitalSettingsLoaderData {
  queryRef: PreloadedQuery<HospitalSettingsPageQuery> | null;
}

function HospitalSettings({ queryRef }: { queryRef: PreloadedQuery<HospitalSettingsPageQuery> }) {
  const { activeClinic, subscription } = usePreloadedQuery(hospitalSettingsPageQuery, queryRef);
  return (
    <div className="space-y-6">
      {activeClinic ? (
        <HospitalSettingsForm clinic={activeClinic} />
      ) : (
        <p className="rounded-2xl border border-slate-200 bg-white p-8 text-slate-600">You are not working in a clinic yet.</p>
      )}
      <BillingDetailsCard subscription={subscription} />
    </div>
  );
}

export function HospitalSettingsPage() {
  const { queryRef } = useLoaderData() as HospitalSettingsLoaderData;
  const access = useAccess();
  if (!canEditHospitalSettings(access) || !queryRef) return <PermissionDenied />;
  return <HospitalSettings queryRef={queryRef} />;
}
