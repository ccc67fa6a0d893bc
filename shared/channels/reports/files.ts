import { MERCHANT_BUCKETS } from '../../domain/ledger';
import type { DayReport } from '../../domain/settlement-report';

/**
 * The settlement report as files (docs/ARCHITECTURE.md, section 19): CSV (UTF-8 with a byte order
 * mark, so that Excel reads it as UTF-8, comma separated, CRLF line ends) and XLSX (exceljs). Both
 * have the same rows: per day and bucket, the opening line, one line per movement, the closing line.
 */
export const REPORT_COLUMNS = ['date', 'bucket', 'line', 'kind', 'channel', 'count', 'amount'] as const;
export type ReportRow = [string, string, 'opening' | 'movement' | 'closing', string, string, number | null, number];

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BOM = '\uFEFF';

/** Every row of the reports, in order: no cell is free text (dates, names from fixed lists, integers). */
export function* reportRows(reports: readonly DayReport[]): Iterable<ReportRow> {
  for (const report of reports) {
    for (const bucket of MERCHANT_BUCKETS) {
      const { opening, closing, movements } = report.buckets[bucket];
      yield [report.date, bucket, 'opening', '', '', null, opening];
      for (const movement of movements)
        yield [report.date, bucket, 'movement', movement.kind, movement.channel ?? '', movement.count, movement.amount];
      yield [report.date, bucket, 'closing', '', '', null, closing];
    }
  }
}

export function reportCsv(reports: readonly DayReport[]): string {
  const lines = [REPORT_COLUMNS.join(',')];
  for (const row of reportRows(reports)) lines.push(row.map((cell) => (cell === null ? '' : String(cell))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * The XLSX workbook: one sheet, the header row bold and frozen, amounts with thousands separators.
 * exceljs is loaded on the first XLSX only: it is large, and the JSON and CSV answers never need it.
 */
export async function reportXlsx(reports: readonly DayReport[], title: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'merchant-payment-service';
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REPORT_COLUMNS.map((key) => ({
    header: key,
    key,
    width: key === 'date' ? 12 : key === 'amount' ? 18 : 20,
    ...(key === 'amount' || key === 'count' ? { style: { numFmt: '#,##0' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of reportRows(reports)) sheet.addRow(row.map((cell) => (cell === '' ? null : cell)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
