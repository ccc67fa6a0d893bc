import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance } from '../../shared/store/merchants';
import { createMerchantFixture, invoke, postingsOf, type MerchantFixture } from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';
import { PIN_SCRYPT_LOG2N_PRODUCTION } from '../../shared/pin-hash';

// A file about the PIN: it is judged at the production scrypt cost, not the suite's cheap one.
process.env.PIN_SCRYPT_LOG2N = String(PIN_SCRYPT_LOG2N_PRODUCTION);

/**
 * Parallel payout confirms against DynamoDB Local and the gateway simulator: one debit per payout
 * however many confirms race, and never more payouts than the balance covers. What is under test
 * is the money, not the gateway's timeout: 40 confirms at once (each a scrypt PIN check) on two
 * shared cores can keep the simulated gateway's answer past the suite's 1.5 s, which would make a
 * payout pending (correctly, but not what these tests count), so the file's gateway gets the
 * production timeout. The timeout cases themselves are in payouts.test.ts.
 */
const gateway = useGatewaySimulator();

const PIN = '123456';
const TRANSFER_FEES = computeFees(100_000, resolveFeeRule('transfer'));
const DEBIT = 100_000 + TRANSFER_FEES.total_fee;

async function inquired(merchant: MerchantFixture, accountNumber: string, amount = 100_000): Promise<string> {
  const answer = await invoke('transferInquiry', {
    auth: merchant.auth,
    body: { amount, bank_code: '014', account_number: accountNumber },
  });
  expect(answer.status).toBe(200);
  return answer.body.transaction.partner_reff as string;
}

const confirm = (merchant: MerchantFixture, partnerReff: string, pin = PIN) =>
  invoke('transferConfirm', { auth: merchant.auth, body: { partner_reff: partnerReff, pin } });

async function expectBalanced(): Promise<void> {
  const audit = await auditLedger();
  expect(audit.problems).toEqual([]);
  expect(audit.balanced).toBe(true);
}

describe('payout races', () => {
  it('debits once for 20 parallel confirms of one reff', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    // Parallel duplicates beyond the PIN reservations wait for a slot, then answer the payout's
    // current state (issue 44: no 503, so no client retry).
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(merchant, reff)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
    expect((await postingsOf(merchant.merchantId)).filter((posting) => posting.id === `${reff}#hold`)).toHaveLength(1);
    expect(gateway().payouts.get(reff)?.executionCount).toBe(1);
  });

  it('pays exactly 10 of 40 parallel payouts against a balance that covers 10; the rest are insufficient_balance, never 5xx', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: DEBIT * 10 + 5_000 });
    const reffs: string[] = [];
    for (let index = 0; index < 40; index += 1)
      reffs.push(await inquired(merchant, `123450${String(index).padStart(3, '0')}7`));
    const answers = await Promise.all(reffs.map((reff) => confirm(merchant, reff)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200 && answer.body.transaction.status === 'paid')).toHaveLength(
      10,
    );
    expect(answers.filter((answer) => answer.body.error === 'insufficient_balance')).toHaveLength(30);
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 5_000, held: 0, pending_settlement: 0 });
    await expectBalanced();
  });
});
