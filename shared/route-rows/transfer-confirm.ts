import type { RouteDefinition } from '../http/route';
import { PAYOUT_CONFIRM_ROW } from './payout-confirm';

export const transferConfirmRow = {
  ...PAYOUT_CONFIRM_ROW,
  id: 'transferConfirm',
  path: '/transfer/confirm',
  handler: 'functions/api/transfer-confirm.ts',
  permission: 'transfer:create',
  summary: 'Bank transfer, step 2: confirm with the PIN',
} as const satisfies RouteDefinition;
