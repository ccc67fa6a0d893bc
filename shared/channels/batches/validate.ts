import { feesBelowAmountOf, resolveFeeRule } from '../../domain/fees';
import { isGatewayFailure, type Gateway } from '../../gateway/port';
import { getMerchant, type MerchantRecord } from '../../store/merchants';
import { PAYOUT_INQUIRY_BODY_SCHEMAS, payoutChannel } from '../payouts/channels';
import { forEachBounded } from './bounded';
import { BATCH_APPROVAL_WINDOW_SECONDS, BATCH_GATEWAY_CONCURRENCY } from './limits';
import {
  changeBatch,
  getBatch,
  listPartRows,
  markPart,
  readBatchParts,
  recordRowValidation,
  type BatchItemRecord,
  type BatchRecord,
} from './store';

/** A row's verdict: valid with its owner's name and fees, or invalid and why. */
export type RowVerdict = Pick<BatchItemRecord, 'account_holder_name' | 'fees' | 'failure_reason'> & {
  status: 'valid' | 'invalid';
};

const invalid = (reason: string, fees?: BatchItemRecord['fees']): RowVerdict => ({
  status: 'invalid',
  failure_reason: reason,
  ...(fees === undefined ? {} : { fees }),
});

/**
 * A row checked as an inquiry checks its body (shared/channels/payouts/inquiry.ts): the payout
 * type's rules, fees below the amount with the merchant's fee rule, and the destination's owner
 * asked of the gateway. A gateway that fails to answer leaves the row invalid, with its status:
 * the batch cannot wait on it, and the merchant may send the row again in another batch.
 */
export async function judgeRow(row: BatchItemRecord, merchant: MerchantRecord, gateway: Gateway): Promise<RowVerdict> {
  const parsed = PAYOUT_INQUIRY_BODY_SCHEMAS[row.type].safeParse({ ...row.destination, amount: row.amount });
  if (!parsed.success)
    return invalid(`Not a valid ${row.type} payout: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const fees = feesBelowAmountOf(row.amount, resolveFeeRule(row.type, merchant.fees));
  if (!fees.ok) return invalid(fees.message);
  try {
    const answer = await gateway.inquirePayout({
      ...payoutChannel(row.type).destinationOfBody(parsed.data),
      amountIdr: row.amount,
    });
    if (answer.kind === 'not_found') return invalid('The gateway found no account at this destination', fees.value);
    return { status: 'valid', account_holder_name: answer.accountName, fees: fees.value };
  } catch (error) {
    if (!isGatewayFailure(error)) throw error;
    return invalid(
      `The gateway could not verify the destination (upstream_error, status ${error.upstreamStatus})`,
      fees.value,
    );
  }
}

/** What a part's rows add up to once each has its verdict. */
function partSums(rows: readonly BatchItemRecord[]) {
  const valid = rows.filter((row) => row.status === 'valid');
  return {
    validated: true,
    valid: valid.length,
    invalid: rows.length - valid.length,
    amount: valid.reduce((sum, row) => sum + row.amount, 0),
    fee: valid.reduce((sum, row) => sum + (row.fees?.total_fee ?? 0), 0),
  };
}

/**
 * The last part to be validated decides the batch: `ready` with at least one valid row (due to
 * expire BATCH_APPROVAL_WINDOW_SECONDS after its creation), else `invalid`. Parts finishing at once
 * may both decide; the change is conditioned on `validating`, so one writes it.
 */
async function decideBatch(batch: BatchRecord, nowMs: number): Promise<void> {
  const parts = await readBatchParts(batch);
  if (!parts.every((part) => part.validated)) return;
  const sum = (field: 'valid' | 'invalid' | 'amount' | 'fee') => parts.reduce((total, part) => total + part[field], 0);
  const status = sum('valid') > 0 ? 'ready' : 'invalid';
  await changeBatch(batch.batch_id, {
    from: 'validating',
    to: status,
    nowMs,
    set: {
      valid_count: sum('valid'),
      invalid_count: sum('invalid'),
      total_amount: sum('amount'),
      total_fee: sum('fee'),
    },
    dueAtMs: status === 'ready' ? batch.created_at_ms + BATCH_APPROVAL_WINDOW_SECONDS * 1000 : null,
  });
}

/**
 * A batches-queue message `validate`: every row of the part still `pending` is judged, at most
 * BATCH_GATEWAY_CONCURRENCY at once, and takes its verdict once (a redelivered message judges only
 * what is left). Then the part records its sums, and the batch is decided when it was the last.
 */
export async function validatePart(batchId: string, part: number, gateway: Gateway, nowMs: number): Promise<void> {
  const batch = await getBatch(batchId);
  if (batch === undefined || batch.status !== 'validating') return;
  const merchant = await getMerchant(batch.merchant_id);
  if (merchant === undefined) throw new Error(`Batch ${batchId}: merchant ${batch.merchant_id} not found`);
  const pending = (await listPartRows(batchId, part)).filter((row) => row.status === 'pending');
  await forEachBounded(pending, BATCH_GATEWAY_CONCURRENCY, async (row) => {
    await recordRowValidation(batchId, part, row.index, await judgeRow(row, merchant, gateway));
  });
  // Read back: a copy of this message may have judged a row first, and the stored verdict is the one that counts.
  const rows = await listPartRows(batchId, part);
  if (rows.some((row) => row.status === 'pending')) throw new Error(`Batch ${batchId} part ${part}: rows left pending`);
  await markPart(batchId, part, partSums(rows));
  await decideBatch(batch, nowMs);
}
