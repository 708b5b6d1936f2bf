// /d/hospital-setting: the active clinic's contact details, address, units and logo. For super
// admins and client admins; anyone else sees the permission notice (and the gateway and the
// auth service refuse their changes anyway).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { HospitalSettingsPageQuery } from '../__generated__/HospitalSettingsPageQuery.graphql';
import { accessOf, useAccess } from '../auth/access';
import { getSession } from '../auth/session';
import { preloadQuery } from '../relay/preloadQuery';
import { PermissionDenied } from '../ui/PermissionDenied';
import { HospitalSettingsForm } from './HospitalSettingsForm';

const hospitalSettingsPageQuery = graphql`
  query HospitalSettingsPageQuery {
    activeClinic {
      ...HospitalSettingsForm_clinic
    }
  }
`;

interface HospitalSettingsLoaderData {
  queryRef: PreloadedQuery<HospitalSettingsPageQuery> | null;
}

const mayEdit = (access: { isSuperAdmin: boolean; isClientAdmin: boolean }) => access.isSuperAdmin || access.isClientAdmin;

export function hospitalSettingsLoader(): HospitalSettingsLoaderData {
  if (!mayEdit(accessOf(getSession()?.viewer))) return { queryRef: null };
  // Always read fresh: someone else may have changed the hospital since this page was last open.
  return { queryRef: preloadQuery<HospitalSettingsPageQuery>(hospitalSettingsPageQuery, {}, 'network-only') };
}

function HospitalSettings({ queryRef }: { queryRef: PreloadedQuery<HospitalSettingsPageQuery> }) {
  const { activeClinic } = usePreloadedQuery(hospitalSettingsPageQuery, queryRef);
  if (!activeClinic) {
    return <p className="rounded-2xl border border-slate-200 bg-white p-8 text-slate-600">You are not working in a clinic yet.</p>;
  }
  return <HospitalSettingsForm clinic={activeClinic} />;
}

export function HospitalSettingsPage() {
  const { queryRef } = useLoaderData() as HospitalSettingsLoaderData;
  const access = useAccess();
  if (!mayEdit(access) || !queryRef) return <PermissionDenied />;
  return <HospitalSettings queryRef={queryRef} />;
}
