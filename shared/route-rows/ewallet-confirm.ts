import type { RouteDefinition } from '../http/route';
import { PAYOUT_CONFIRM_ROW } from './payout-confirm';

export const ewalletConfirmRow = {
  ...PAYOUT_CONFIRM_ROW,
  id: 'ewalletConfirm',
  path: '/ewallet/confirm',
  handler: 'functions/api/ewallet-confirm.ts',
  permission: 'ewallet:create',
  summary: 'E-wallet top-up, step 2: confirm with the PIN',
} as const satisfies RouteDefinition;
