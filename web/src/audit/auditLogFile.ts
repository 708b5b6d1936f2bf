// 'Export CSV' of the audit screen: the gateway writes the filtered log (at most 10,000 entries,
// the newest) as CSV and hands it over as base64, like the lookup lists' export.
import { fetchQuery, graphql } from 'react-relay';
import type { auditLogFileQuery } from '../__generated__/auditLogFileQuery.graphql';
import { getRelayEnvironment } from '../relay/environment';
import { downloadBlob } from '../ui/download';

export const MAX_EXPORT_ROWS = 10_000;

const fileQuery = graphql`
  query auditLogFileQuery($petId: ID, $visitId: ID, $actorId: ID) {
    auditLogFile(petId: $petId, visitId: $visitId, actorId: $actorId) {
      fileName
      mimeType
      base64
      rowCount
      totalCount
      truncated
    }
  }
`;

export interface AuditFilters {
  petId: string | null;
  visitId: string | null;
  actorId: string | null;
}

export async function downloadAuditLog(filters: AuditFilters): Promise<{ rowCount: number; totalCount: number; truncated: boolean }> {
  const data = await fetchQuery<auditLogFileQuery>(getRelayEnvironment(), fileQuery, filters, { fetchPolicy: 'network-only' }).toPromise();
  if (!data) throw new Error('An Error Occurred');
  const file = data.auditLogFile;
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: `${file.mimeType};charset=utf-8` }), file.fileName);
  return { rowCount: file.rowCount, totalCount: file.totalCount, truncated: file.truncated };
}
