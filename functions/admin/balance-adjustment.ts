import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { idempotencyKeyOf } from '../../shared/middleware/idempotency';
import { adminAdjustBalance } from '../../shared/operations/admin';
import { adminBalanceAdjustmentRow } from '../../shared/route-rows/admin-balance-adjustment';

/** The key (required, checked by the idempotency middleware) also names the adjustment, so it happens once. */
export const handler = apiHandler(adminBalanceAdjustmentRow, async (state, event) => {
  const body = state.body;
  if (state.operator === undefined) throw new Error('admin route reached without an operator');
  return respond(
    await adminAdjustBalance({
      merchantId: state.params.id,
      amountIdr: body.amount,
      note: body.note,
      operator: state.operator,
      clock: state.clock,
      reference: idempotencyKeyOf(event),
    }),
    OK_200,
  );
});
