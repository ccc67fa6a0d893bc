import type { TransactionRecord } from '../../store/transactions';
import { webhookTransaction } from '../../webhooks/payload';

/** va.paid (docs/ARCHITECTURE.md, 14.1): the payment's transaction and the dedicated VA it arrived on. */
export function vaPaidWebhookBody(tx: TransactionRecord, virtualAccount: Record<string, unknown>): string {
  return JSON.stringify({
    event: 'va.paid',
    partner_reff: tx.partner_reff,
    transaction: webhookTransaction(tx),
    virtual_account: virtualAccount,
  });
}
