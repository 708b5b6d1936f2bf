// /d/audit-log, the admin's audit screen: who did what to which record when,
// filtered by patient, visit and person, exportable as CSV. Admins only; others see the
// permission notice (the gateway and the main service refuse them anyway).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AuditLogPageQuery } from '../__generated__/AuditLogPageQuery.graphql';
import { useAccess } from '../auth/access';
import { BackHeader } from '../ui/BackHeader';
import { PermissionDenied } from '../ui/PermissionDenied';
import { canReadAuditLog } from './auditAccess';
import { AuditLogTable } from './AuditLogTable';

const auditLogPageQuery = graphql`
  query AuditLogPageQuery($first: Int!) {
    ...AuditLogTable_query @arguments(first: $first)
    activeClinic {
      id
      timezone
    }
    users(first: 50) {
      edges {
        node {
          id
          fullName
          clinics {
            id
          }
        }
      }
    }
  }
`;

export interface AuditLogLoaderData {
  queryRef: PreloadedQuery<AuditLogPageQuery> | null;
}

function LoadedAuditLog({ queryRef }: { queryRef: PreloadedQuery<AuditLogPageQuery> }) {
  const data = usePreloadedQuery(auditLogPageQuery, queryRef);
  const clinicId = data.activeClinic?.id;
  // The person filter offers the people of this clinic (the log is the clinic's).
  const people = data.users.edges
    .flatMap((edge) => (edge?.node ? [edge.node] : []))
    .filter((user) => !clinicId || user.clinics.length === 0 || user.clinics.some((clinic) => clinic.id === clinicId))
    .map((user) => ({ value: user.id, label: user.fullName }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return <AuditLogTable query={data} people={people} timeZone={data.activeClinic?.timezone ?? null} />;
}

export function AuditLogPage() {
  const { queryRef } = useLoaderData() as AuditLogLoaderData;
  const access = useAccess();
  return (
    <section aria-labelledby="audit-log-title">
      <BackHeader title="Audit Log" id="audit-log-title" />
      {queryRef && canReadAuditLog(access) ? <LoadedAuditLog queryRef={queryRef} /> : <PermissionDenied />}
    </section>
  );
}
