import { BUFFERED_BODY_BYTES_MAX } from '../../shared/constants';
import { AppError } from '../../shared/errors';
import { apiHandler } from '../../shared/http/api-handler';
import { attachment } from '../../shared/http/response';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { csvHeader, EXPORT_LIMITS, exportTransactions } from '../../shared/operations/export';
import { dashboardExportTransactionsRow } from '../../shared/route-rows/dashboard-export-transactions';

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Only where the file is buffered (Lambda behind API Gateway): a file too large for one response. */
const tooLargeToBuffer = (): AppError =>
  new AppError(
    'export_too_large',
    `The file is larger than one response can carry (${BUFFERED_BODY_BYTES_MAX / 1024 / 1024} MB); narrow the range (from, to) or filter by type or status`,
  );

export const handler = apiHandler(
  dashboardExportTransactionsRow,
  async (state) =>
    attachment(
      await exportTransactions(
        state.membership!.merchant_id,
        state.query,
        state.clock.nowMs(),
        EXPORT_LIMITS,
        csvHeader(state.query.lang),
      ),
      CSV_CONTENT_TYPE,
      tooLargeToBuffer,
    ),
  { userAuth: userAuthMiddleware() },
);
