import type { Clock } from '../../clock';
import { GATEWAY_TEXT_LENGTH_MAX } from '../../constants';
import { done, keyInProgressRefusal, refuse, type Outcome, type Refusal } from '../../domain/outcome';
import { logger } from '../../logger';
import type { Gateway } from '../../gateway/port';
import { numericId } from '../../ids';
import type { ClientRecord } from '../../store/clients';
import { completionFor, completionItem, type IdempotencyRecorder } from '../../store/idempotency';
import type { MerchantRecord } from '../../store/merchants';
import { RETRY, withRetry } from '../../store/transact';
import { getDedicatedVa, listDedicatedVas, putDedicatedVa, type DedicatedVaRecord } from './store';
import { dedicatedVaView } from './view';
import type { MerchantReads } from '../../store/request-reads';
import { verifiedMerchant } from '../../operations/kyc';

export interface DedicatedVaInput {
  bankCode: string;
  client: ClientRecord;
  clock: Clock;
  gateway: Gateway;
  idempotency?: IdempotencyRecorder<DedicatedVaAnswer>;
  /** Merchant records as the request read them (route reads), else read here. */
  reads?: MerchantReads;
}

/** `created` tells the route whether to answer 201 (made now) or 200 (the one that exists). */
export interface DedicatedVaAnswer {
  created: boolean;
  virtual_account: ReturnType<typeof dedicatedVaView>;
}

/**
 * Our reference for a merchant's permanent VAs. It is the same on every call, and the gateway answers
 * the same VA for the same reference and bank, so asking again (after a crash between its answer and
 * our write, or from a request that lost a race) never makes a second VA.
 */
export const dedicatedVaReference = (merchantId: string): string => `DVA-${merchantId}`;

const answer = (created: boolean, va: DedicatedVaRecord): DedicatedVaAnswer => ({
  created,
  virtual_account: dedicatedVaView(va),
});

async function issueDedicatedVa(input: DedicatedVaInput, merchant: MerchantRecord): Promise<DedicatedVaRecord> {
  const reference = dedicatedVaReference(merchant.id);
  const issued = await input.gateway.createDedicatedVa({
    reference,
    bankCode: input.bankCode,
    accountName: merchant.name.slice(0, GATEWAY_TEXT_LENGTH_MAX),
  });
  const nowMs = input.clock.nowMs();
  return {
    id: numericId(nowMs),
    merchant_id: merchant.id,
    client_id: input.client.client_id,
    bank_code: input.bankCode,
    bank_name: issued.bankName,
    virtual_account_number: issued.virtualAccountNumber,
    account_name: issued.accountName,
    status: 'active',
    gateway_reference: reference,
    created_at_ms: nowMs,
  };
}

/** The gateway issued a number another dedicated VA at that bank already has: we never reassign it. */
function numberTaken(record: DedicatedVaRecord): Refusal {
  logger.error('gateway issued a VA number that is already a dedicated VA', {
    bankCode: record.bank_code,
    virtualAccountNumber: record.virtual_account_number,
  });
  return refuse(
    'upstream_error',
    'The gateway issued a virtual account number that is already in use; try again later',
  );
}

/**
 * POST /virtual-accounts: get or create the merchant's dedicated VA at a bank. The VA item is the
 * per-merchant-per-bank claim and is only written once the gateway has issued the VA, so nothing
 * half-made can block later calls. Of concurrent creates one writes (201); the others find its item
 * taken, re-read and answer that VA (200).
 */
export async function getOrCreateDedicatedVa(input: DedicatedVaInput): Promise<Outcome<DedicatedVaAnswer>> {
  const verified = await verifiedMerchant(input.client.merchant_id, input.reads);
  if (!verified.ok) return verified;
  const merchant = verified.value;
  return withRetry(async (): Promise<Outcome<DedicatedVaAnswer> | typeof RETRY> => {
    const existing = await getDedicatedVa(merchant.id, input.bankCode);
    if (existing !== undefined) return done(answer(false, existing));
    const record = await issueDedicatedVa(input, merchant);
    const created = answer(true, record);
    const completion = completionFor(input.idempotency, created);
    const outcome = await putDedicatedVa(
      record,
      completion ? [completionItem(completion.claim, completion.response)] : [],
    );
    if (outcome === 'created') {
      if (completion) completion.claim.completedInTransaction = true;
      return done(created);
    }
    if (outcome === 'extra_item_failed') return keyInProgressRefusal();
    if (outcome === 'number_taken') return numberTaken(record);
    return RETRY;
  });
}

export async function listMerchantDedicatedVas(
  merchantId: string,
): Promise<Outcome<{ data: Array<ReturnType<typeof dedicatedVaView>> }>> {
  const vas = await listDedicatedVas(merchantId);
  const active = vas.filter((va) => va.status === 'active').sort((a, b) => a.created_at_ms - b.created_at_ms);
  return done({ data: active.map(dedicatedVaView) });
}

/** A merchant has one dedicated VA per supported bank at most, so its own few are searched by id. */
export async function readDedicatedVa(
  merchantId: string,
  id: number,
): Promise<Outcome<{ virtual_account: ReturnType<typeof dedicatedVaView> }>> {
  const found = (await listDedicatedVas(merchantId)).find((va) => va.id === id);
  if (found === undefined) return refuse('not_found', 'Virtual account not found');
  return done({ virtual_account: dedicatedVaView(found) });
}
