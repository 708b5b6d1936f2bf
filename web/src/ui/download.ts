// Downloads made in the browser: CSV text from rows, or any Blob (e.g. an XLSX from the server).
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser fetches the blob after the click, on its own schedule: revoked after 1 s, a busy
  // machine's download never came. A minute is ample and holds one file's memory no longer.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  // Quote when needed; a leading = + - @ is prefixed so spreadsheets never run it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function toCsv(header: string[], rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

export function downloadCsv(fileName: string, header: string[], rows: ReadonlyArray<ReadonlyArray<unknown>>): void {
  downloadBlob(new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
