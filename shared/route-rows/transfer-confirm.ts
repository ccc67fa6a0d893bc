import type { RouteDefinition } from '../http/route';
import { PayoutConfirmBodySchema, PayoutConfirmResponseSchema } from '../channels/payouts/schemas';
import { CONFIRM_DESCRIPTION } from './confirm-description';

export const transferConfirmRow = {
  id: 'transferConfirm',
  method: 'POST',
  path: '/transfer/confirm',
  handler: 'functions/api/transfer-confirm.ts',
  auth: 'client',
  permission: 'transfer:create',
  idempotency: 'optional',
  request: { body: PayoutConfirmBodySchema },
  responses: { 200: { description: 'The payout after the confirm: paid, pending or failed', schema: PayoutConfirmResponseSchema } },
  errors: ['not_found', 'invalid_pin', 'pin_locked', 'inquiry_expired', 'insufficient_balance'],
  summary: 'Bank transfer, step 2: confirm with the PIN',
  description: CONFIRM_DESCRIPTION,
  tag: 'Payouts',
  usesGateway: true,
  sends: ['webhooks'],
  reads: ['merchant', 'pinAttempts'],
  // The PIN check is a scrypt hash (~50 ms of CPU): twice the CPU halves it at about the same cost.
  memorySizeMb: 1024,
} as const satisfies RouteDefinition;
