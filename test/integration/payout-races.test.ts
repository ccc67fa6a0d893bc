import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance } from '../../shared/store/merchants';
import { createMerchantFixture, invoke, postingsOf, type MerchantFixture } from '../support/harness';
import { useGatewaySimulator, useProductionGatewayTimeout } from '../support/gateway';
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
useProductionGatewayTimeout();

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

/**
 * The file's confirms, as events instead of guessed delays. A 503 says every PIN reservation is held
 * by confirms still being judged; a slot opens when one of them answers (any answer but a 503 ends a
 * judged confirm, releasing its reservation). A client retrying here waits for such an answer since
 * its own attempt started, or, should every confirm be waiting, retries at once.
 */
let running = 0;
let released = 0;
const waiting = new Set<() => void>();

function slotMayBeFree(releasedBefore: number): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (released === releasedBefore && running > 0) return;
      waiting.delete(check);
      resolve();
    };
    waiting.add(check);
    check();
  });
}

/** A confirm that retries while every PIN reservation is held by others (503), as a client would. */
async function confirmRetryingBusy(merchant: MerchantFixture, partnerReff: string) {
  for (let attempt = 0; ; attempt += 1) {
    const releasedBefore = released;
    running += 1;
    const answer = await confirm(merchant, partnerReff).finally(() => (running -= 1));
    if (answer.status !== 503) released += 1;
    for (const check of [...waiting]) check();
    if (answer.status !== 503 || attempt >= 60) return answer;
    await slotMayBeFree(releasedBefore);
  }
}

async function expectBalanced(): Promise<void> {
  const audit = await auditLedger();
  expect(audit.problems).toEqual([]);
  expect(audit.balanced).toBe(true);
}

describe('payout races', () => {
  it('debits once for 20 parallel confirms of one reff', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    // Parallel duplicates beyond the PIN reservations are told to retry (503, Retry-After); a retry
    // answers the payout's current state.
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirmRetryingBusy(merchant, reff)));
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
    const answers = await Promise.all(reffs.map((reff) => confirmRetryingBusy(merchant, reff)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200 && answer.body.transaction.status === 'paid')).toHaveLength(
      10,
    );
    expect(answers.filter((answer) => answer.body.error === 'insufficient_balance')).toHaveLength(30);
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 5_000, held: 0, pending_settlement: 0 });
    await expectBalanced();
  });
});
