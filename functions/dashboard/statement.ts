import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { attachment } from '../../shared/http/response';
import { AppError } from '../../shared/errors';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { balanceStatement, balanceStatementCsv } from '../../shared/operations/dashboard-money';
import { dashboardStatementRow } from '../../shared/route-rows/dashboard-statement';

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Never reached: the statement reads at most STATEMENT_POSTINGS_READ_MAX postings, whose CSV fits one response. */
const tooLargeToBuffer = (): AppError =>
  new AppError('filter_too_broad', 'The statement is larger than one response can carry; narrow the days (from, to)');

export const handler = apiHandler(
  dashboardStatementRow,
  async (state) =>
    state.query.format === 'csv'
      ? attachment(
          await balanceStatementCsv(state.membership!, state.query, state.clock.nowMs()),
          CSV_CONTENT_TYPE,
          tooLargeToBuffer,
        )
      : respond(await balanceStatement(state.membership!, state.query, state.clock.nowMs()), OK_200),
  { userAuth: userAuthMiddleware() },
);
