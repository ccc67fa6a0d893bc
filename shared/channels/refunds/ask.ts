import type { RefundOutcome } from '../../domain/refunds';
import type { Gateway } from '../../gateway/port';
import type { OriginalRefundType } from '../registry';
import { payoutDestinationOfRecord, refundOutcomeOfPayout } from './payout';
import type { RefundRecord } from './store';

/**
 * Asks the gateway to make a refund held already: back on the payment's rail, or as a payout to
 * its destination, with the refund id as the gateway's idempotency reference either way, so asking
 * again (reconciliation after a crash) never refunds twice. Never throws: whatever went wrong, the
 * outcome is unknown and the money stays held.
 */
export async function askGateway(refund: RefundRecord, gateway: Gateway): Promise<RefundOutcome> {
  try {
    if (refund.method === 'payout') {
      const outcome = await gateway.executePayout({
        ...payoutDestinationOfRecord(refund),
        partnerReff: refund.refund_id,
        amountIdr: refund.amount,
      });
      return refundOutcomeOfPayout(outcome);
    }
    return await gateway.refundPayment({
      refundId: refund.refund_id,
      channel: refund.payment_type as OriginalRefundType,
      partnerReff: refund.partner_reff,
      paymentReference: refund.payment_reference ?? refund.partner_reff,
      amountIdr: refund.amount,
      reason: refund.reason,
    });
  } catch (error) {
    return { kind: 'unknown', cause: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What the gateway says of a held refund (reconciliation). Not found means it never received it (a
 * crash between the hold and the call): the merchant asked for it, so it is sent now, with the same
 * reference, and whatever the gateway answers is the outcome.
 */
export async function learnRefundOutcome(refund: RefundRecord, gateway: Gateway): Promise<RefundOutcome> {
  try {
    const status =
      refund.method === 'payout'
        ? await gateway.payoutStatus(refund.refund_id)
        : await gateway.refundStatus(refund.refund_id);
    if (status.kind === 'not_found') return await askGateway(refund, gateway);
    return status.kind === 'executed' ? refundOutcomeOfPayout(status) : status;
  } catch (error) {
    return { kind: 'unknown', cause: error instanceof Error ? error.message : String(error) };
  }
}
