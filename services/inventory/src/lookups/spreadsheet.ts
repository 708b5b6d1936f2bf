// Reading and writing the lists as spreadsheets with exceljs: .xlsx (a zip, 'PK'), and .csv
// (UTF-8 text). The type is judged by the bytes, never by the file name: an .xls (the
// pre-2007 OLE format, which exceljs cannot read) gets its own clear message, anything else is
// refused as not a spreadsheet.
import type ExcelJS from 'exceljs';
import { HttpError, badRequest } from '@vetchart/platform/http';

// exceljs is loaded on the first import or export, not with the service: it is about 0.4 s of a
// start's CPU and its modules stay in memory, for a feature a clinic uses now and then.
let excel: Promise<typeof ExcelJS> | undefined;
const loadExcel = () => (excel ??= import('exceljs').then((module) => module.default));

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv'];

export const NOT_A_SPREADSHEET = 'Please upload a spreadsheet file (.xlsx, .xls or .csv).';
export const FILE_TOO_LARGE = 'The file is too large: the limit is 5 MB.';
export const TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`;
export const XLS_NOT_READABLE = 'Excel 97-2003 (.xls) files cannot be read; save the file as .xlsx or .csv and try again.';
export const UNREADABLE = 'The file could not be read as a spreadsheet.';

export const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

export interface SheetRow {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  number: number;
  values: Record<string, string>;
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

/** 'Product Name', 'product_name' and ' PRODUCT-NAME ' are the same column. */
export const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Decodes a data URI ("data:<type>;base64,<data>"); the size limit is checked before decoding. */
export function decodeDataUri(dataUri: string): Buffer {
  const match = /^data:[^,;]*(;[^,;=]+=[^,;]*)*;base64,/i.exec(dataUri.slice(0, 300));
  if (!match) throw badRequest('The file must be sent as a base64 data URI.', [{ path: 'data_uri', message: 'The file must be sent as a base64 data URI.' }]);
  const base64 = dataUri.slice(match[0].length);
  if (Math.floor((base64.length * 3) / 4) > MAX_IMPORT_BYTES + 3) throw new HttpError(413, FILE_TOO_LARGE);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMPORT_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  return bytes;
}

type Kind = 'xlsx' | 'xls' | 'csv';

function kindOf(bytes: Buffer): Kind | null {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return 'csv';
}

/** Reads the first sheet: the first non-empty row names the columns, blank rows are skipped. */
export async function readSheet(fileName: string, bytes: Buffer): Promise<Sheet> {
  const extension = fileName.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  if (!SPREADSHEET_EXTENSIONS.includes(extension)) throw badRequest(NOT_A_SPREADSHEET, [{ path: 'file_name', message: NOT_A_SPREADSHEET }]);
  const kind = kindOf(bytes);
  if (kind === null) throw badRequest(NOT_A_SPREADSHEET, [{ path: 'data_uri', message: NOT_A_SPREADSHEET }]);
  if (kind === 'xls') throw badRequest(XLS_NOT_READABLE, [{ path: 'data_uri', message: XLS_NOT_READABLE }]);
  const grid = kind === 'xlsx' ? await readXlsx(bytes) : parseCsv(new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''));

  const lines = grid.map((cells, index) => ({ number: index + 1, cells: cells.map((cell) => cell.trim()) })).filter((line) => line.cells.some(Boolean));
  const [header, ...data] = lines;
  if (!header) throw badRequest('The file has no rows to import.');
  if (data.length > MAX_IMPORT_ROWS) throw badRequest(TOO_MANY_ROWS);
  const headers = header.cells.map(normalizeHeader);
  return {
    headers,
    rows: data.map((line) => ({
      number: line.number,
      values: Object.fromEntries(headers.map((name, index) => [name, line.cells[index] ?? ''] as const).filter(([name]) => name !== '')),
    })),
  };
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(UNREADABLE, [{ path: 'data_uri', message: UNREADABLE }]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The file has no rows to import.');
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1 + 1000) throw badRequest(TOO_MANY_ROWS);
  const grid: string[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= Math.min(row.cellCount, 50); column += 1) cells.push(cellText(row.getCell(column)));
    grid.push(cells);
  }
  return grid;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'result' in value) return value.result === undefined || value.result === null ? '' : String(value.result);
  return cell.text ?? '';
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (rows.length > MAX_IMPORT_ROWS + 1000) throw badRequest(TOO_MANY_ROWS);
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export interface ExportColumn {
  header: string;
  width: number;
  /** Excel number format (cost is shown as dollars). */
  numFmt?: string;
}

export async function writeXlsx(title: string, columns: ExportColumn[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'VetChart';
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width, style: column.numFmt ? { numFmt: column.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading = + - @ is prefixed so spreadsheets never run a cell as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function writeCsv(columns: ExportColumn[], rows: (string | number)[][]): Buffer {
  // Money columns (those with a number format) keep their 2 decimals in text: 18.50, not 18.5.
  const cell = (value: string | number, index: number) => csvCell(typeof value === 'number' && columns[index]?.numFmt ? value.toFixed(2) : value);
  const lines = [columns.map((column) => csvCell(column.header)), ...rows.map((row) => row.map(cell))].map((cells) => cells.join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
