/** A cell value a DataTable can sort, filter and export. */
export type CellValue = string | number | bigint | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of one value in a CSV file: ISO dates, true/false, plain numbers, "" for nothing. */
export function csvText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value);
}

/**
 * Quotes one CSV field after RFC 4180: a field containing a comma, a double quote, a CR or an LF
 * is wrapped in double quotes and its double quotes are doubled. Text that a spreadsheet would run
 * as a formula (starting with = + - @ tab or CR) is prefixed with an apostrophe (OWASP CSV
 * injection); numbers are left alone.
 */
export function csvField(value: CellValue): string {
  let text = csvText(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Builds CSV text: a header line, then one line per row, lines joined with CRLF. */
export function toCsv(
  headers: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<CellValue>>,
): string {
  return [headers.map(csvField).join(','), ...rows.map((row) => row.map(csvField).join(','))].join(
    '\r\n',
  );
}

/**
 * Saves CSV text as a file in the browser. A UTF-8 byte order mark goes first so that Excel reads
 * accented names correctly.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Tee times – May 2025" → "tee-times-may-2025" */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export'
  );
}
