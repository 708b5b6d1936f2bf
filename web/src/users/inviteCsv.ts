// Reading the 'Invite Multiple Users via CSV' file (spec 000 section 5): rows of
// first_name,last_name,email,phone,role where the role name is matched case-insensitively to the
// roles the viewer may assign. A header row is allowed and skipped. Any unmatched role fails the
// whole file, so nothing is sent.

export const INVALID_CSV = 'Please upload a valid CSV file.';
export const READ_FAILED = 'Failed to read file';
export const ROLE_MAPPING_FAILED = 'Role mapping failed:';

export interface CsvRole {
  readonly id: string;
  readonly name: string;
}

export interface CsvInviteRow {
  /** The row's line in the file (1-based), as a spreadsheet shows it. */
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleName: string;
  roleId: string;
}

export type CsvParseResult = { ok: true; rows: CsvInviteRow[] } | { ok: false; title: string; problems: string[] };

/** True for a file the browser or its name calls CSV. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/** RFC 4180 records: commas, double-quoted cells with "" for a quote, CRLF or LF line ends. */
export function parseCsvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

const isHeader = (cells: string[]) => /^first[_ ]?name$/i.test(cells[0]?.trim() ?? '');

export function parseInviteCsv(text: string, roles: ReadonlyArray<CsvRole>): CsvParseResult {
  const byName = new Map(roles.map((role) => [role.name.trim().toLowerCase(), role]));
  const records = parseCsvRecords(text);
  const data = records.length && isHeader(records[0]!.cells) ? records.slice(1) : records;
  if (!data.length) return { ok: false, title: INVALID_CSV, problems: ['The file has no rows to invite.'] };

  const problems: string[] = [];
  const rows = data.map(({ line, cells }) => {
    const [firstName = '', lastName = '', email = '', phone = '', roleName = ''] = cells.map((value) => value.trim());
    const role = byName.get(roleName.toLowerCase());
    if (!role) problems.push(`Row ${line}: role "${roleName}" not found`);
    return { line, firstName, lastName, email, phone, roleName, roleId: role?.id ?? '' };
  });
  if (problems.length) return { ok: false, title: ROLE_MAPPING_FAILED, problems };
  return { ok: true, rows };
}
