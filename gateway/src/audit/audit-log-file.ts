// Query.auditLogFile: the audit screen's 'Export CSV' — the filtered log as a CSV file, handed over
// as base64 like the lookup lists' export (catalogues/lookup-file.ts). At most 10,000 entries, the
// newest; `truncated` says when the filter matched more (the screen says so). Cells that start with
// = + - @ get a leading ' so that spreadsheets never run them as formulas, as the product's other
// CSV exports do (services/inventory/src/lookups/spreadsheet.ts, web/src/ui/download.ts).
import { stringify } from 'csv-stringify/sync';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ADMIN_SCOPES } from '../users-roles/user-scopes.ts';
import { MAX_AUDIT_CALL, type AuditEntryRecord, type AuditPage } from './audit-wire.ts';
import { auditFilter } from './audit-entry.ts';
import { auditRefusal } from './audit-errors.ts';
import { actionLabel, actorName, changesOf, contextOf, movesStatus, recordLabel, visitStatusNames } from './audit-presentation.ts';

export const MAX_EXPORT_ROWS = 10_000;
export const CSV_HEADER = ['When', 'Who', 'Action', 'Record', 'Patient', 'Visit', 'Fields changed', 'Before', 'After'];

export interface AuditLogFileRecord {
  fileName: string;
  mimeType: string;
  base64: string;
  rowCount: number;
  totalCount: number;
  truncated: boolean;
}

/** A cell as text, with a leading ' when a spreadsheet would read it as a formula. */
export const formulaSafe = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /^[=+\-@]/.test(text) ? `'${text}` : text;
};

/**
 * RFC 4180 lines (csv-stringify) with a BOM, so Excel reads the names' accents as UTF-8; a cell
 * holding a line break of either kind is quoted (csv-stringify quotes only the record delimiter's own).
 */
export const toCsv = (rows: (string | number | null)[][]) =>
  stringify([CSV_HEADER, ...rows].map((row) => row.map(formulaSafe)), { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });

const validTimeZone = (zone: string | null | undefined): string => {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

/** MM/DD/YYYY hh:mm:ss AM in the clinic's time zone, with the zone's short name. */
export function clinicDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true, timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second} ${parts.dayPeriod} ${parts.timeZoneName}`;
}

async function entriesToExport(context: GatewayContext, args: Record<string, unknown>) {
  const filter = auditFilter(args);
  const entries: AuditEntryRecord[] = [];
  let after: string | null = null;
  let total = 0;
  do {
    const page: AuditPage = await context.loaders.main.auditLog({ filter, limit: Math.min(MAX_AUDIT_CALL, MAX_EXPORT_ROWS - entries.length), after });
    entries.push(...page.entries);
    total = page.total;
    after = page.nextAfter;
  } while (after && entries.length < MAX_EXPORT_ROWS);
  return { entries, total };
}

async function actorNames(context: GatewayContext, entries: AuditEntryRecord[]): Promise<Map<string, string>> {
  const byActor = new Map<string, AuditEntryRecord>();
  for (const entry of entries) byActor.set(entry.actorUserId ?? '', entry);
  const names = new Map<string, string>();
  const distinct = [...byActor.entries()];
  // The auth service answers at most 100 ids a call: the people are asked 100 at a time.
  for (let index = 0; index < distinct.length; index += 100) {
    const chunk = distinct.slice(index, index + 100);
    const loaded = await Promise.all(chunk.map(([, entry]) => actorName(context, entry)));
    chunk.forEach(([key], position) => names.set(key, loaded[position]!));
  }
  return names;
}

const AuditLogFileType = builder.objectRef<AuditLogFileRecord>('AuditLogFile').implement({
  description: 'The filtered audit log as a CSV file: its name, MIME type and content in base64.',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    mimeType: t.exposeString('mimeType'),
    base64: t.exposeString('base64'),
    rowCount: t.exposeInt('rowCount', { description: 'Entries in the file (the header row not counted).' }),
    totalCount: t.exposeInt('totalCount', { description: 'Entries the filter matched.' }),
    truncated: t.exposeBoolean('truncated', { description: `The filter matched more than ${MAX_EXPORT_ROWS.toLocaleString('en-US')} entries: the file holds the newest ${MAX_EXPORT_ROWS.toLocaleString('en-US')}.` }),
  }),
});

builder.queryField('auditLogFile', (t) =>
  t.field({
    type: AuditLogFileType,
    description: `Export CSV of the audit screen: the entries of the filters (as auditLog), newest first, at most ${MAX_EXPORT_ROWS}. Columns: ${CSV_HEADER.join(', ')}; one row per entry, its changes joined with line breaks; times in the clinic's time zone.`,
    authScopes: ADMIN_SCOPES,
    args: { petId: t.arg.id(), visitId: t.arg.id(), actorId: t.arg.id() },
    resolve: async (_root, args, context) => {
      try {
        const [{ entries, total }, clinic] = await Promise.all([
          entriesToExport(context, args),
          context.principal?.clinicCode ? context.loaders.auth.clinic(context.principal.clinicCode).catch(() => null) : null,
        ]);
        const timeZone = validTimeZone(clinic?.timezone);
        const names = await actorNames(context, entries);
        const statuses = entries.some(movesStatus) ? await visitStatusNames(context) : undefined;
        const rows = entries.map((entry) => {
          const changes = changesOf(entry, statuses);
          const extra = contextOf(entry);
          return [
            clinicDateTime(entry.createdAt, timeZone),
            names.get(entry.actorUserId ?? '') ?? '',
            actionLabel(entry.action),
            `${recordLabel(entry.targetType)} ${entry.targetId}`,
            entry.petName,
            entry.visitName,
            changes.map((change) => change.field).join('\n') || extra,
            changes.map((change) => change.before ?? '').join('\n'),
            changes.map((change) => change.after ?? '').join('\n'),
          ];
        });
        const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
        return {
          fileName: `audit-log-${day}.csv`,
          mimeType: 'text/csv',
          base64: Buffer.from(toCsv(rows), 'utf8').toString('base64'),
          rowCount: rows.length,
          totalCount: total,
          truncated: total > rows.length,
        };
      } catch (error) {
        throw auditRefusal(error);
      }
    },
  }),
);
