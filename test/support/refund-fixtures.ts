import { randomUUID } from 'node:crypto';
import type { MemberRole } from '../../shared/domain/members';
import type { GatewayCallback } from '../../shared/gateway/port';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { newMembershipItems } from '../../shared/store/members';
import { transactWrite } from '../../shared/store/transact';
import { dedicatedVaPaymentReff } from '../../shared/channels/dedicated-va/payments';
import type { GatewayUnderTest } from './gateway';
import { dashboardClaims, invoke, type InvokeResult, type MerchantFixture } from './harness';
import { createOneTimeVa, dedicatedVaCallback } from './va-fixtures';

/**
 * Paid payments of every refundable kind, made as the customer and the gateway make them (the
 * simulator's payment callback applied as the callbacks worker applies it), and the refund calls.
 */

const stamped = (callback: GatewayCallback, paidAtMs: number): GatewayCallback => ({
  ...callback,
  occurred_at: new Date(paidAtMs).toISOString(),
});

async function applied(callback: GatewayCallback, paidAtMs: number): Promise<void> {
  const outcome = await applyGatewayCallback(stamped(callback, paidAtMs), paidAtMs);
  if (outcome.kind !== 'applied') throw new Error(`payment callback ended ${outcome.kind}`);
}

/** A QR paid at `paidAtMs` (its net waits in pending_settlement until H+1). */
export async function paidQr(
  sim: GatewayUnderTest,
  merchant: MerchantFixture,
  amount = 100_000,
  paidAtMs?: number,
): Promise<string> {
  const created = await invoke('createQris', { auth: merchant.auth, body: { amount } });
  if (created.status !== 201) throw new Error(`createQris answered ${created.status}`);
  const reff = created.body.transaction.partner_reff as string;
  const settled = sim.books.qris.settle(reff, 'paid');
  if (!settled.ok) throw new Error(`the simulator refused to pay ${reff}: ${settled.reason}`);
  await applied(settled.callback, paidAtMs ?? Date.now());
  return reff;
}

/** A one-time VA paid its exact amount (its net is available at once). */
export async function paidOneTimeVa(
  sim: GatewayUnderTest,
  merchant: MerchantFixture,
  amount = 150_000,
): Promise<string> {
  const created = await createOneTimeVa(merchant, { amount });
  const record = sim.books.va.get(created.payment.virtual_account_number as string);
  if (record === undefined) throw new Error('the simulator has no such VA');
  const paid = sim.books.va.pay(record, amount);
  if (!paid.ok) throw new Error(`the simulator refused the payment: ${paid.reason}`);
  await applied(paid.callback, Date.now());
  return created.payment.partner_reff as string;
}

/** A payment to the merchant's dedicated VA: a new `dedicated_va` transaction, paid. */
export async function paidDedicatedVa(merchant: MerchantFixture, amount = 200_000): Promise<string> {
  const va = await invoke('createDedicatedVa', { auth: merchant.auth, body: { bank_code: '002' } });
  if (va.status !== 201 && va.status !== 200) throw new Error(`createDedicatedVa answered ${va.status}`);
  const callback = dedicatedVaCallback(va.body.virtual_account, amount);
  const outcome = await applyGatewayCallback(callback, Date.now());
  if (outcome.kind !== 'applied') throw new Error(`dedicated VA payment ended ${outcome.kind}`);
  return dedicatedVaPaymentReff(callback.gateway_reference);
}

export interface Member {
  sub: string;
  claims: Record<string, unknown>;
}

/** A dashboard user with this role on the merchant. */
export async function member(merchantId: string, role: MemberRole): Promise<Member> {
  const sub = randomUUID();
  const email = `${sub.slice(0, 8)}@refunds.test`;
  const written = await transactWrite(
    newMembershipItems({ sub, email, merchant_id: merchantId, role, created_at_ms: Date.now() }),
  );
  if (!written.ok) throw new Error('membership not written');
  return { sub, claims: dashboardClaims({ sub, email }) };
}

/** An e-wallet cash-in a finance user asked for, approved in the wallet app (its net is available at once). */
export async function paidCashin(sim: GatewayUnderTest, finance: Member, amount = 100_000, paidAtMs?: number) {
  const created = await invoke('dashboardCreateEwalletCashin', {
    claims: finance.claims,
    body: { amount, product_code: 'DANA', phone_number: '081234567890' },
  });
  if (created.status !== 201) throw new Error(`dashboardCreateEwalletCashin answered ${created.status}`);
  const paid = sim.books.ewalletCashin.pay(created.body.transaction.reference_number as string);
  if (!paid.ok) throw new Error(`the simulator refused the approval: ${paid.reason}`);
  await applied(paid.callback, paidAtMs ?? Date.now());
  return created.body.transaction.partner_reff as string;
}

export type RefundBody = Record<string, unknown>;

export const refund = (
  merchant: MerchantFixture,
  partnerReff: string,
  body: RefundBody,
  headers: Record<string, string> = {},
): Promise<InvokeResult> =>
  invoke('createRefund', { auth: merchant.auth, params: { partner_reff: partnerReff }, body, headers });

export const refundsOf = (merchant: MerchantFixture, partnerReff: string): Promise<InvokeResult> =>
  invoke('listRefunds', { auth: merchant.auth, params: { partner_reff: partnerReff } });

export const refundById = (merchant: MerchantFixture, refundId: string): Promise<InvokeResult> =>
  invoke('getRefund', { auth: merchant.auth, params: { refund_id: refundId } });

export const transactionOf = async (merchant: MerchantFixture, partnerReff: string) => {
  const detail = await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: partnerReff } });
  if (detail.status !== 200) throw new Error(`getTransaction answered ${detail.status}`);
  return detail.body.transaction;
};

/** A bank destination of the sandbox whose account number ends as given (the payout magic table). */
export const bankDestination = (suffix = '1234') => ({
  type: 'bank',
  bank_code: '014',
  account_number: `123456${suffix}`,
});
export const ewalletDestination = (suffix = '1234') => ({
  type: 'ewallet',
  product_code: 'OVO',
  phone_number: `0812345${suffix}`,
});
