import { AppError } from '../../errors';
import type { OperationResult } from '../../http/context';
import { OK_200, respond } from '../../http/outcome';
import type { AttachmentResult, BinaryResult } from '../../http/response';
import { CSV_CONTENT_TYPE, reportCsv, reportXlsx, XLSX_CONTENT_TYPE } from './files';
import { dailySettlementReport } from './report';
import type { SettlementReportQuery } from './schemas';

/**
 * The handler layer of GET /reports/settlement, the API's and the dashboard's: the day's report as
 * JSON, or as a CSV or XLSX attachment named `settlement-<date>.<format>`.
 */
export async function settlementReportRoute(
  merchantId: string,
  query: SettlementReportQuery,
  nowMs: number,
): Promise<OperationResult | AttachmentResult | BinaryResult> {
  const outcome = await dailySettlementReport(merchantId, query.date, nowMs);
  if (!outcome.ok || query.format === 'json') return respond(outcome, OK_200);
  const { report } = outcome.value;
  const disposition = `attachment; filename="settlement-${report.date}.${query.format}"`;
  if (query.format === 'csv') {
    const csv = reportCsv([report]);
    return {
      statusCode: 200,
      headers: { 'content-type': CSV_CONTENT_TYPE, 'content-disposition': disposition },
      chunks: (async function* () {
        yield csv;
      })(),
      // One day's report is a few dozen lines: far below what one response carries.
      tooLargeToBuffer: () => new AppError('internal_error', 'Internal error'),
    };
  }
  return {
    statusCode: 200,
    headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': disposition },
    bytes: await reportXlsx([report], `Settlement ${report.date}`),
  };
}
