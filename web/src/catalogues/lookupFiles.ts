// Export and print of a lookup list: the inventory service writes every matching row (not only
// the page on screen) as CSV or XLSX; print reads the same CSV and lays the rows out for paper.
import { fetchQuery, graphql } from 'react-relay';
import type { LookupModule, lookupFilesQuery } from '../__generated__/lookupFilesQuery.graphql';
import { getRelayEnvironment } from '../relay/environment';
import { downloadBlob } from '../ui/download';

const lookupFileQuery = graphql`
  query lookupFilesQuery($module: LookupModule!, $format: LookupFileFormat!, $search: String, $template: Boolean) {
    lookupListFile(module: $module, format: $format, search: $search, template: $template) {
      fileName
      mimeType
      base64
      rowCount
    }
  }
`;

export type { LookupModule };

async function fetchFile(module: LookupModule, format: 'CSV' | 'XLSX', search: string, template = false) {
  const data = await fetchQuery<lookupFilesQuery>(
    getRelayEnvironment(),
    lookupFileQuery,
    { module, format, search: search || null, template },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  if (!data) throw new Error('An Error Occurred');
  const file = data.lookupListFile;
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  return { ...file, blob: new Blob([bytes], { type: file.mimeType }), bytes };
}

export async function downloadLookupList(module: LookupModule, format: 'CSV' | 'XLSX', search: string): Promise<void> {
  const file = await fetchFile(module, format, search);
  downloadBlob(file.blob, file.fileName);
}

export async function downloadImportTemplate(module: LookupModule): Promise<void> {
  const file = await fetchFile(module, 'XLSX', '', true);
  downloadBlob(file.blob, file.fileName);
}

/** Every matching row as cells, the header first (from the service's CSV export). */
export async function lookupListRows(module: LookupModule, search: string): Promise<string[][]> {
  const file = await fetchFile(module, 'CSV', search);
  const text = new TextDecoder('utf-8').decode(file.bytes).replace(/^\uFEFF/, '');
  return parseCsv(text).filter((row) => row.some(Boolean));
}

function parseCsv(text: string): string[][] {
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
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  // The export protects cells from spreadsheet formulas with a leading quote; paper does not need it.
  return rows.map((cells) => cells.map((cell) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell)));
}
