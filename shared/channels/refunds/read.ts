import { done, refuse, type Outcome } from '../../domain/outcome';
import { getTransaction } from '../../store/transactions';
import { getRefund, getRefunds } from './store';
import { refundView, type RefundView } from './view';

/**
 * GET /transactions/{partner_reff}/refunds: the payment's refunds, newest first. Another merchant's
 * payment is 404, as its transaction is (its existence is not revealed).
 */
export async function listRefunds(merchantId: string, partnerReff: string): Promise<Outcome<{ data: RefundView[] }>> {
  const payment = await getTransaction(partnerReff);
  if (payment === undefined || payment.merchant_id !== merchantId) return refuse('not_found', 'Transaction not found');
  const refunds = await getRefunds(payment.refund_ids ?? []);
  refunds.sort((a, b) => b.created_at_ms - a.created_at_ms || (a.refund_id < b.refund_id ? 1 : -1));
  return done({ data: refunds.map(refundView) });
}

/** GET /refunds/{refund_id}: one of the merchant's refunds; another merchant's is 404. */
export async function readRefund(merchantId: string, refundId: string): Promise<Outcome<{ refund: RefundView }>> {
  const refund = await getRefund(refundId);
  if (refund === undefined || refund.merchant_id !== merchantId) return refuse('not_found', 'Refund not found');
  return done({ refund: refundView(refund) });
}
