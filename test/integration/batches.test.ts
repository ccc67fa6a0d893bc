import { moveIdOf } from '../../shared/engine/transition';
import { deliveryIdForMove } from '../../shared/ids';
import { getBatch as readBatch, listBatchRows } from '../../shared/channels/batches/store';
import { rowPartnerReff } from '../../shared/channels/batches/rows';
import { getBalance } from '../../shared/store/merchants';
import { getTransaction } from '../../shared/store/transactions';
import { getDelivery } from '../../shared/store/webhooks';
import { earlierDays, expectBalanced, invoke, postingsOf, useClock, type MerchantFixture } from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';
import {
  approve,
  batchItems,
  batchMerchant,
  createBatch,
  ewalletRow,
  getBatch,
  newReference,
  PIN,
  readyBatch,
  reject,
  runBatchWorker,
  sweepBatches,
  TRANSFER_DEBIT,
  transferRow,
} from '../support/batches';

/**
 * Batch payouts with a maker and a checker (DESIGN 16, docs/ARCHITECTURE.md "Batch payouts")
 * against DynamoDB Local and the gateway simulator: the create and its validation, the approval's
 * one PIN check and one hold, each row paid out as its own payout, and the batch's end. The races,
 * the outcomes that come later and the dashboard's routes are in batches-outcomes.test.ts.
 */
useGatewaySimulator();
const pastClock = earlierDays(Date.parse('2004-06-01T10:00:00+07:00') + 2_000 * 86_400_000);

beforeEach(() => useClock(pastClock()));
afterEach(async () => {
  useClock(undefined);
  await expectBalanced();
});

const rowsOf = async (batchId: string) => listBatchRows((await readBatch(batchId))!);

describe('POST /payout-batches', () => {
  it('records the batch validating, then every row is checked as an inquiry would: ready with names and fees', async () => {
    const merchant = await batchMerchant();
    const created = await createBatch(merchant.auth, [transferRow(1), ewalletRow(2), transferRow(3, '0000')]);
    expect(created.status).toBe(201);
    expect(created.body.batch).toMatchObject({
      status: 'validating',
      item_count: 3,
      valid_count: 0,
      created_by: merchant.clientId,
      approved_by: null,
      approved_at: null,
      completed_at: null,
      counts: { paid: 0, failed: 0, pending: 0 },
    });
    const batchId = created.body.batch.batch_id as string;
    expect((await batchItems(merchant.auth, batchId)).body.data.map((row: any) => row.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    // A part per row of a small batch (at most 16), each validated by its own message.
    expect(await runBatchWorker()).toEqual([0, 1, 2].map((part) => ({ batch_id: batchId, stage: 'validate', part })));
    const ready = await getBatch(merchant.auth, batchId);
    expect(ready.body.batch).toMatchObject({
      status: 'ready',
      valid_count: 2,
      invalid_count: 1,
      total_amount: 150_000,
      total_fee: 3_500 + 1_500,
    });
    const items = (await batchItems(merchant.auth, batchId)).body.data;
    expect(items).toEqual([
      expect.objectContaining({ item_reference: 'row-1', type: 'transfer', status: 'valid', fee: 3_500 }),
      expect.objectContaining({ item_reference: 'row-2', type: 'ewallet', status: 'valid', fee: 1_500 }),
      expect.objectContaining({
        item_reference: 'row-3',
        status: 'invalid',
        account_holder_name: null,
        failure_reason: 'The gateway found no account at this destination',
        partner_reff: null,
      }),
    ]);
    expect(items[0].account_holder_name).toEqual(expect.any(String));
    expect(items[1].account_holder_name).toEqual(expect.any(String));
    // Nothing moves before an approval.
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 5_000_000, held: 0, pending_settlement: 0 });
  });

  it('ends invalid when no row is valid, and an invalid batch is not approvable', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1, '0000'), ewalletRow(2, '0000')]);
    expect((await getBatch(merchant.auth, batchId)).body.batch).toMatchObject({
      status: 'invalid',
      valid_count: 0,
      invalid_count: 2,
      total_amount: 0,
    });
    const refused = await approve(merchant.checker, batchId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('batch_not_approvable');
  });

  it('marks a row the gateway cannot verify (5000) invalid with the upstream status, never a 5xx', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1), transferRow(2, '5000')]);
    const items = (await batchItems(merchant.auth, batchId)).body.data;
    expect(items[1]).toMatchObject({ status: 'invalid', failure_reason: expect.stringMatching(/upstream_error.*500/) });
  });

  it.each([
    ['no rows', () => [], 'items'],
    ['more than 1,000 rows', () => Array.from({ length: 1_001 }, (_, index) => transferRow(index)), 'items'],
    [
      'a duplicate item_reference',
      () => [transferRow(1), transferRow(2), { ...transferRow(3), item_reference: 'row-1' }],
      'items.2.item_reference',
    ],
    ['an amount out of the transfer range', () => [transferRow(1), transferRow(2, '1234', 5_000)], 'items.1.amount'],
    ['an unknown bank', () => [{ ...transferRow(1), bank_code: '999' }], 'items.0.bank_code'],
    [
      'an e-wallet phone number that is not one',
      () => [ewalletRow(1), { ...ewalletRow(2), phone_number: '12' }],
      'items.1.phone_number',
    ],
    ['an unknown row type', () => [{ ...transferRow(1), type: 'cheque' }], 'items.0.type'],
    ['a field the row type does not take', () => [{ ...transferRow(1), product_code: 'OVO' }], 'items.0.product_code'],
  ])('refuses %s: 422 validation_failed naming the row, nothing recorded', async (_case, items, field) => {
    const merchant = await batchMerchant();
    const refused = await createBatch(merchant.auth, items());
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('validation_failed');
    expect(Object.keys(refused.body.errors)).toContain(field);
    expect((await invoke('listPayoutBatches', { auth: merchant.auth })).body.meta.total).toBe(0);
  });

  it('answers 409 duplicate_reference for a reference the merchant used, whatever its rows', async () => {
    const merchant = await batchMerchant();
    const reference = newReference();
    expect((await createBatch(merchant.auth, [transferRow(1)], reference)).status).toBe(201);
    const again = await createBatch(merchant.auth, [transferRow(2)], reference);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('duplicate_reference');
    // Another merchant's references are its own.
    const other = await batchMerchant();
    expect((await createBatch(other.auth, [transferRow(1)], reference)).status).toBe(201);
  });

  it('replays the first answer for the same idempotency key, and 409 for another body', async () => {
    const merchant = await batchMerchant();
    const reference = newReference();
    const key = { 'x-idempotency-key': `batch-${reference}` };
    const first = await createBatch(merchant.auth, [transferRow(1)], reference, key);
    const replay = await createBatch(merchant.auth, [transferRow(1)], reference, key);
    expect(replay.status).toBe(201);
    expect(replay.headers['x-idempotency-replay']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const other = await createBatch(merchant.auth, [transferRow(2)], reference, key);
    expect(other.body.error).toBe('idempotency_key_conflict');
  });

  it('needs batch:create (403 permission_denied) and a KYC verified merchant (403 kyc_required)', async () => {
    const merchant = await batchMerchant({ permissions: ['qris:read', 'batch:approve'] });
    const refused = await createBatch(merchant.auth, [transferRow(1)]);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('permission_denied');
    const unverified = await batchMerchant();
    await invoke('adminPatchMerchant', {
      headers: { authorization: 'Bearer test-admin-token' },
      params: { id: unverified.merchantId },
      body: { kyc_status: 'unverified' },
    });
    const kyc = await createBatch(unverified.auth, [transferRow(1)]);
    expect(kyc.status).toBe(403);
    expect(kyc.body.error).toBe('kyc_required');
  });
});

describe('POST /payout-batches/{batch_id}/approve', () => {
  it('holds every valid row in one move, pays each out as its own payout, and completes the batch', async () => {
    const merchant = await batchMerchant({ callbackUrl: 'http://127.0.0.1:9/hooks' });
    const batchId = await readyBatch(merchant, [transferRow(1), ewalletRow(2)]);
    const approved = await approve(merchant.checker, batchId);
    expect(approved.status).toBe(200);
    expect(approved.body.batch).toMatchObject({
      status: 'processing',
      approved_by: merchant.checker.clientId,
      approved_at: expect.stringMatching(/\+07:00$/),
      counts: { paid: 0, failed: 0, pending: 2 },
    });
    const debit = TRANSFER_DEBIT(100_000) + 50_000 + 1_500;
    // One hold for the batch: its amount and fees, before any row is paid out.
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 5_000_000 - debit,
      held: debit,
      pending_settlement: 0,
    });
    const holds = (await postingsOf(merchant.merchantId)).filter((posting) => String(posting.id).includes('#hold'));
    expect(holds).toEqual([expect.objectContaining({ id: `${batchId}:approved#0#hold`, amount: debit })]);

    await runBatchWorker();
    const batch = (await getBatch(merchant.checker, batchId)).body.batch;
    expect(batch).toMatchObject({ status: 'completed', counts: { paid: 2, failed: 0, pending: 0 } });
    expect(batch.completed_at).toMatch(/\+07:00$/);
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 5_000_000 - debit,
      held: 0,
      pending_settlement: 0,
    });
    const items = (await batchItems(merchant.auth, batchId)).body.data;
    expect(items.map((item: any) => item.status)).toEqual(['paid', 'paid']);
    for (const [index, item] of items.entries()) {
      expect(item.partner_reff).toBe(rowPartnerReff({ batch_id: batchId, index, type: item.type }));
      const detail = await invoke('getTransaction', {
        auth: merchant.auth,
        params: { partner_reff: item.partner_reff },
      });
      expect(detail.body.transaction).toMatchObject({ type: item.type, status: 'paid', batch_id: batchId });
      // Each row's own webhook, to the client that created the batch.
      const delivery = await getDelivery(deliveryIdForMove(moveIdOf(item.partner_reff, 'payout_executed')));
      expect(delivery).toMatchObject({ event: 'transaction.paid', client_id: merchant.clientId });
      expect(JSON.parse(delivery!.body).transaction).toMatchObject({ status: 'paid', batch_id: batchId });
    }
    const completed = await getDelivery(deliveryIdForMove(`${batchId}:completed`));
    expect(completed).toMatchObject({ event: 'batch.completed', client_id: merchant.clientId, partner_reff: null });
    expect(JSON.parse(completed!.body)).toEqual({ event: 'batch.completed', batch });
  });

  it('refuses the maker itself: 403 same_maker_and_checker, even holding batch:approve', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1)]);
    const refused = await approve(merchant.auth, batchId);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('same_maker_and_checker');
    expect((await getBatch(merchant.auth, batchId)).body.batch.status).toBe('ready');
  });

  it('needs batch:approve: 403 permission_denied for approve and reject', async () => {
    const merchant = await batchMerchant({ permissions: ['batch:create', 'qris:read'] });
    const batchId = await readyBatch(merchant, [transferRow(1)]);
    for (const answer of [await approve(merchant.auth, batchId), await reject(merchant.auth, batchId)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('permission_denied');
    }
  });

  it('needs ignore_invalid for a batch with invalid rows (422 batch_has_invalid_items), then pays the valid ones only', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1), transferRow(2, '0000'), transferRow(3)]);
    const refused = await approve(merchant.checker, batchId);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('batch_has_invalid_items');
    expect(await getBalance(merchant.merchantId)).toMatchObject({ held: 0 });
    const approved = await approve(merchant.checker, batchId, { pin: PIN, ignore_invalid: true });
    expect(approved.body.batch).toMatchObject({ status: 'processing', counts: { pending: 2 } });
    await runBatchWorker();
    const items = (await batchItems(merchant.auth, batchId)).body.data;
    expect(items.map((item: any) => item.status)).toEqual(['paid', 'invalid', 'paid']);
    expect(items[1].partner_reff).toBeNull();
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 5_000_000 - 2 * TRANSFER_DEBIT(100_000),
      held: 0,
      pending_settlement: 0,
    });
  });

  it('answers 422 insufficient_balance and holds nothing; the batch stays ready for a later approval', async () => {
    const merchant = await batchMerchant({ balanceIdr: 150_000 });
    const batchId = await readyBatch(merchant, [transferRow(1), transferRow(2)]);
    const refused = await approve(merchant.checker, batchId);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('insufficient_balance');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 150_000, held: 0, pending_settlement: 0 });
    expect((await postingsOf(merchant.merchantId)).filter((posting) => String(posting.id).includes('#hold'))).toEqual(
      [],
    );
    expect((await getBatch(merchant.auth, batchId)).body.batch.status).toBe('ready');
  });

  it('judges the PIN once under the payouts lock: a wrong one is 422 invalid_pin and holds nothing', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1)]);
    const wrong = await approve(merchant.checker, batchId, { pin: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe('invalid_pin');
    expect(await getBalance(merchant.merchantId)).toMatchObject({ held: 0 });
    for (let attempt = 0; attempt < 4; attempt += 1) await approve(merchant.checker, batchId, { pin: '000000' });
    // Five wrong PINs lock confirms and approvals alike, the right PIN included.
    const locked = await approve(merchant.checker, batchId);
    expect(locked.body.error).toBe('pin_locked');
    expect((await getBatch(merchant.auth, batchId)).body.batch.status).toBe('ready');
  });

  it.each([
    ['a PIN that is not 6 digits', { pin: '12345' }, 'pin'],
    ['an ignore_invalid that is not a boolean', { pin: PIN, ignore_invalid: 'yes' }, 'ignore_invalid'],
    ['a field it does not take', { pin: PIN, amount: 1 }, 'amount'],
  ])('answers 422 validation_failed for %s, never a 5xx', async (_case, body, field) => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1)]);
    const refused = await approve(merchant.checker, batchId, body);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toContain(field);
  });

  it('answers 404 for a batch id that names no batch, and 422 for one that cannot be one', async () => {
    const merchant = await batchMerchant();
    expect((await getBatch(merchant.auth, 'pb_NOSUCHBATCH')).body.error).toBe('not_found');
    expect((await approve(merchant.checker, 'pb_NOSUCHBATCH')).body.error).toBe('not_found');
    const tooLong = await getBatch(merchant.auth, 'x'.repeat(65));
    expect(tooLong.status).toBe(422);
    const noReason = await invoke('rejectPayoutBatch', {
      auth: merchant.checker,
      params: { batch_id: 'pb_NOSUCHBATCH' },
      body: { reason: '' },
    });
    expect(noReason.status).toBe(422);
  });

  it("answers 404 for another merchant's batch on every route", async () => {
    const owner = await batchMerchant();
    const stranger = await batchMerchant();
    const batchId = await readyBatch(owner, [transferRow(1)]);
    const answers = [
      await getBatch(stranger.auth, batchId),
      await batchItems(stranger.auth, batchId),
      await approve(stranger.checker, batchId),
      await reject(stranger.checker, batchId),
    ];
    for (const answer of answers) expect(answer.body.error).toBe('not_found');
    expect((await getBatch(owner.auth, batchId)).body.batch.status).toBe('ready');
  });
});

describe('POST /payout-batches/{batch_id}/reject and the 24-hour window', () => {
  it('rejects a ready batch with its reason; it can then be neither approved nor rejected again', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1)]);
    const rejected = await reject(merchant.checker, batchId, 'Wrong month');
    expect(rejected.status).toBe(200);
    expect(rejected.body.batch.status).toBe('rejected');
    expect((await approve(merchant.checker, batchId)).body.error).toBe('batch_not_approvable');
    expect((await reject(merchant.checker, batchId)).body.error).toBe('batch_not_approvable');
  });

  it('refuses to reject a batch already approved: 409 batch_not_approvable', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1)]);
    await approve(merchant.checker, batchId);
    expect((await reject(merchant.checker, batchId)).body.error).toBe('batch_not_approvable');
    await runBatchWorker();
  });

  it('expires a batch not approved within 24 hours (the batch sweep, on the injected clock)', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1)]);
    clock.advanceSeconds(24 * 3600 - 60);
    await sweepBatches(clock);
    expect((await getBatch(merchant.auth, batchId)).body.batch.status).toBe('ready');
    clock.advanceSeconds(60);
    expect((await sweepBatches(clock)).applied).toBe(1);
    expect((await getBatch(merchant.auth, batchId)).body.batch.status).toBe('expired');
    const late = await approve(merchant.checker, batchId);
    expect(late.body.error).toBe('batch_not_approvable');
    expect(await getBalance(merchant.merchantId)).toMatchObject({ held: 0 });
  });
});

describe('GET /payout-batches and .../items', () => {
  it("lists the merchant's batches newest first, a page at a time", async () => {
    const merchant = await batchMerchant();
    const references = [newReference(), newReference(), newReference()];
    for (const reference of references) await createBatch(merchant.auth, [transferRow(1)], reference);
    const first = await invoke('listPayoutBatches', { auth: merchant.checker, query: { per_page: '2' } });
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 2, total: 3, per_page: 2 });
    expect(first.body.data.map((batch: any) => batch.reference)).toEqual([references[2], references[1]]);
    const second = await invoke('listPayoutBatches', { auth: merchant.checker, query: { per_page: '2', page: '2' } });
    expect(second.body.data.map((batch: any) => batch.reference)).toEqual([references[0]]);
    await runBatchWorker();
  });

  it('pages the rows in their order', async () => {
    const merchant = await batchMerchant();
    const rows = Array.from({ length: 5 }, (_, index) => transferRow(index));
    const batchId = await readyBatch(merchant, rows);
    const page = await batchItems(merchant.auth, batchId, { per_page: '2', page: '3' });
    expect(page.body.meta).toEqual({ current_page: 3, last_page: 3, total: 5, per_page: 2 });
    expect(page.body.data.map((row: any) => row.item_reference)).toEqual(['row-4']);
    expect((await batchItems(merchant.auth, batchId, { per_page: '2', page: '4' })).body.data).toEqual([]);
  });

  it('needs the transactions read permission', async () => {
    const merchant = await batchMerchant({ permissions: ['batch:create'] });
    const created = await createBatch(merchant.auth, [transferRow(1)]);
    const refused = await getBatch(merchant.auth, created.body.batch.batch_id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('permission_denied');
    await runBatchWorker();
  });
});

describe('the rows of a processing batch', () => {
  it('fails a row the gateway rejects (1111): its part of the hold released, transaction.failed, the batch completed 1 paid 1 failed', async () => {
    const merchant: MerchantFixture & { checker: any } = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1), transferRow(2, '1111')]);
    await approve(merchant.checker, batchId);
    await runBatchWorker();
    const batch = (await getBatch(merchant.auth, batchId)).body.batch;
    expect(batch).toMatchObject({ status: 'completed', counts: { paid: 1, failed: 1, pending: 0 } });
    const rows = await rowsOf(batchId);
    expect(rows.map((row) => row.status)).toEqual(['paid', 'failed']);
    // The failed row's part of the hold is released; the paid one's posted.
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 5_000_000 - TRANSFER_DEBIT(100_000),
      held: 0,
      pending_settlement: 0,
    });
    const failed = await getTransaction(rows[1]!.partner_reff!);
    expect(failed).toMatchObject({ status: 'failed', batch_id: batchId });
    expect(rows[1]!.failure_reason).toBe(failed!.failure_reason);
    const delivery = await getDelivery(deliveryIdForMove(moveIdOf(failed!.partner_reff, 'payout_rejected')));
    expect(delivery?.event).toBe('transaction.failed');
  });
});
