import { AppError } from '../../shared/errors';
import { adminAdjustBalance } from '../../shared/operations/admin';
import { ContendedError } from '../../shared/store/contended';
import { keys } from '../../shared/store/keys';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance } from '../../shared/store/merchants';
import { setWriteFaultInjector } from '../support/write-faults';
import { getTransaction } from '../../shared/store/transactions';
import { adjustment, createMerchantFixture, invoke, postingsOf, rendered } from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';

/**
 * Races on the hot items (the merchant balance and the per-merchant transaction counter) against
 * DynamoDB Local: conditions and retries, not locks, must give exactly one effect per request.
 */
useGatewaySimulator();
const clock = { nowMs: () => Date.now() };

afterEach(() => setWriteFaultInjector(undefined));

/** The merchant's available balance equals the sum of its postings on that account. */
async function expectLedgerMatches(merchantId: string, available: number): Promise<void> {
  const account = `merchant:${merchantId}:available`;
  const postings = await postingsOf(merchantId);
  const sum = postings.reduce(
    (total, posting) =>
      total + (posting.to === account ? posting.amount : 0) - (posting.from === account ? posting.amount : 0),
    0,
  );
  expect(await getBalance(merchantId)).toEqual({ available, held: 0, pending_settlement: 0 });
  expect(sum).toBe(available);
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('racing balance moves', () => {
  it('lets exactly one of two parallel debits of 60000 from 100000 through; the other is 422 insufficient_balance', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 100_000 });
    const results = await Promise.all([
      settle(rendered(adminAdjustBalance(adjustment(merchant.merchantId, -60_000, 'race a', clock)))),
      settle(rendered(adminAdjustBalance(adjustment(merchant.merchantId, -60_000, 'race b', clock)))),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    expect(refused?.ok === false && refused.error).toBeInstanceOf(AppError);
    expect(refused?.ok === false && (refused.error as AppError)).toMatchObject({
      code: 'insufficient_balance',
      statusCode: 422,
    });
    await expectLedgerMatches(merchant.merchantId, 40_000);
  });

  it('never overdraws under many parallel debits: exactly floor(balance / debit) succeed', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 100_000 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        settle(rendered(adminAdjustBalance(adjustment(merchant.merchantId, -15_000, `debit ${index}`, clock)))),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(6);
    for (const result of results.filter((candidate) => !candidate.ok)) {
      expect(result.ok === false && (result.error as AppError).code).toBe('insufficient_balance');
    }
    await expectLedgerMatches(merchant.merchantId, 10_000);
  });

  it('sums many parallel credits exactly', async () => {
    const merchant = await createMerchantFixture();
    const amounts = Array.from({ length: 25 }, (_, index) => 1_000 + index * 7);
    // A credit that loses the item to the others every time it tries is told to retry (503), as a
    // client would be, and retries; the sum below shows that nothing was applied twice.
    const credit = async (amount: number, index: number) => {
      for (let attempt = 0; ; attempt += 1) {
        const result = await settle(
          rendered(adminAdjustBalance(adjustment(merchant.merchantId, amount, `credit ${index}`, clock))),
        );
        if (result.ok || !(result.error instanceof ContendedError) || attempt >= 5) return result;
      }
    };
    const results = await Promise.all(amounts.map(credit));
    expect(results.filter((result) => !result.ok)).toEqual([]);
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    await expectLedgerMatches(merchant.merchantId, total);
    expect(await postingsOf(merchant.merchantId)).toHaveLength(25);
  });

  it('applies parallel credits and debits so the final balance is the exact sum, never negative', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const moves = [20_000, -30_000, 5_000, -40_000, 10_000, -5_000, 15_000, -25_000];
    const results = await Promise.all(
      moves.map((amount, index) =>
        settle(rendered(adminAdjustBalance(adjustment(merchant.merchantId, amount, `move ${index}`, clock)))),
      ),
    );
    const applied = moves.filter((_, index) => results[index]!.ok);
    for (const [index, result] of results.entries()) {
      if (!result.ok) {
        expect(moves[index]!).toBeLessThan(0);
        expect((result.error as AppError).code).toBe('insufficient_balance');
      }
    }
    const expected = 50_000 + applied.reduce((sum, amount) => sum + amount, 0);
    expect(expected).toBeGreaterThanOrEqual(0);
    await expectLedgerMatches(merchant.merchantId, expected);
  });

  it('retries a balance move that hits a transaction conflict instead of failing it', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 10_000 });
    const balanceKey = keys.balance(merchant.merchantId);
    let injected = 0;
    setWriteFaultInjector((items) => {
      const touchesBalance = items.some(
        (item) => item.Update?.Key?.pk === balanceKey.pk && item.Update?.Key?.sk === balanceKey.sk,
      );
      if (!touchesBalance || injected >= 2) return undefined;
      injected += 1;
      return Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
      });
    });
    const result = await rendered(
      adminAdjustBalance(adjustment(merchant.merchantId, 5_000, 'conflicted credit', clock)),
    );
    expect(injected).toBe(2);
    expect(result.body).toMatchObject({
      ok: true,
      balance: { available: 15_000, held: 0, pending_settlement: 0 },
      transaction: { type: 'adjustment', direction: 'credit', amount: 5_000 },
    });
    await expectLedgerMatches(merchant.merchantId, 15_000);
  });

  it('applies an adjustment with a fixed id only once, however often it is replayed', async () => {
    const merchant = await createMerchantFixture();
    await Promise.all(
      Array.from({ length: 5 }, () =>
        settle(rendered(adminAdjustBalance(adjustment(merchant.merchantId, 7_000, 'seed', clock, 'adj_FIXEDSEED')))),
      ),
    );
    await expectLedgerMatches(merchant.merchantId, 7_000);
  });

  it('leaves the whole ledger balanced after the races', async () => {
    const report = await auditLedger();
    expect(report.problems).toEqual([]);
    expect(report.balanced).toBe(true);
  });
});

describe('racing creates of one merchant', () => {
  it('numbers 25 parallel QRs 1..25 without gaps and lists them all, newest first, across pages', async () => {
    const merchant = await createMerchantFixture();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        invoke('createQris', { auth: merchant.auth, body: { amount: 10_000 + index } }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(25).fill(201));
    const created = responses.map((response) => response.body.transaction.partner_reff as string);
    expect(new Set(created).size).toBe(25);

    const records = await Promise.all(created.map((reff) => getTransaction(reff)));
    expect(records.map((record) => record!.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );

    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await invoke('listTransactions', {
        auth: merchant.auth,
        query: { per_page: '10', page: String(page) },
      });
      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({ current_page: page, last_page: 3, total: 25, per_page: 10 });
      pages.push(response.body.data as Array<{ partner_reff: string; amount: number }>);
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    const listed = pages.flat().map((item) => item.partner_reff);
    expect(new Set(listed).size).toBe(25);
    expect([...listed].sort()).toEqual([...created].sort());
    const bySeq = new Map(records.map((record) => [record!.partner_reff, record!.seq]));
    expect(listed.map((reff) => bySeq.get(reff))).toEqual(Array.from({ length: 25 }, (_, index) => 25 - index));
    const beyond = await invoke('listTransactions', { auth: merchant.auth, query: { per_page: '10', page: '4' } });
    expect(beyond.body.data).toEqual([]);
  });
});
