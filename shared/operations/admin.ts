import type { Clock } from '../clock';
import { config } from '../config';
import { adjustmentPostings } from '../domain/ledger';
import { AppError, notFound, validationError } from '../errors';
import { PERMISSIONS, type Permission } from '../domain/permissions';
import type { OperationResult } from '../http/context';
import { newClientId, newClientSecret, newMerchantId, randomToken } from '../ids';
import { encryptSecret, hashPin, sha256Hex } from '../secrets';
import { type ClientRecord, getClient, putClient, updateClient } from '../store/clients';
import { commitMove } from '../engine/move';
import { auditLedger } from '../store/ledger';
import { createMerchant, getBalance, getMerchant, type MerchantRecord, updateMerchant } from '../store/merchants';
import { listDeliveryLog } from '../store/webhooks';
import { toJakartaIso } from '../time';
import { checkWebhookUrl } from '../webhooks/deliver';
import { pingWebhook, resendDelivery } from './webhooks';

const merchantView = (merchant: MerchantRecord) => ({ id: merchant.id, name: merchant.name, kyc_status: merchant.kyc_status, fees: merchant.fees ?? {} });

export function clientView(client: ClientRecord, secret?: string) {
  return {
    client_id: client.client_id,
    ...(secret !== undefined ? { client_secret: secret } : {}),
    merchant_id: client.merchant_id,
    permissions: client.permissions,
    callback_url: client.callback_url,
    allowed_ips: client.allowed_ips,
    active: client.active,
  };
}

export interface NewMerchant {
  name: string;
  kyc_status: 'verified' | 'unverified';
  pin?: string;
  id?: string;
}

export async function adminCreateMerchant(input: NewMerchant, clock: Clock): Promise<OperationResult & { merchant: MerchantRecord }> {
  const merchant: MerchantRecord = {
    id: input.id ?? newMerchantId(),
    name: input.name,
    kyc_status: input.kyc_status,
    ...(input.pin ? { pin_hash: await hashPin(input.pin) } : {}),
    created_at_ms: clock.nowMs(),
  };
  const created = await createMerchant(merchant);
  const stored = created === 'created' ? merchant : ((await getMerchant(merchant.id)) ?? merchant);
  return { statusCode: created === 'created' ? 201 : 200, body: { ok: true, merchant: merchantView(stored) }, merchant: stored };
}

export async function adminPatchMerchant(merchantId: string, changes: { kyc_status?: 'verified' | 'unverified'; pin?: string; fees?: MerchantRecord['fees'] }): Promise<OperationResult> {
  const updated = await updateMerchant(merchantId, {
    kyc_status: changes.kyc_status,
    fees: changes.fees,
    pin_hash: changes.pin === undefined ? undefined : await hashPin(changes.pin),
  });
  if (updated === undefined) throw notFound('Merchant');
  return { statusCode: 200, body: { ok: true, merchant: merchantView(updated) } };
}

async function assertCallbackUrl(url: string | null | undefined): Promise<void> {
  if (url === null || url === undefined) return;
  const check = await checkWebhookUrl(url, config().sandbox);
  if (!check.ok) throw validationError({ callback_url: [check.reason] });
}

export interface NewClient {
  permissions?: Permission[];
  callback_url?: string | null;
  allowed_ips?: string[];
  client_id?: string;
  client_secret?: string;
}

export async function adminCreateClient(merchantId: string, input: NewClient, clock: Clock): Promise<OperationResult> {
  if ((await getMerchant(merchantId)) === undefined) throw notFound('Merchant');
  await assertCallbackUrl(input.callback_url);
  const secret = input.client_secret ?? newClientSecret();
  const client: ClientRecord = {
    client_id: input.client_id ?? newClientId(),
    merchant_id: merchantId,
    secret_sha256: sha256Hex(secret),
    secret_enc: await encryptSecret(secret),
    permissions: [...new Set(input.permissions ?? PERMISSIONS)],
    callback_url: input.callback_url ?? null,
    allowed_ips: input.allowed_ips ?? [],
    active: true,
    created_at_ms: clock.nowMs(),
  };
  const created = await putClient(client, { onlyIfNew: input.client_id !== undefined });
  if (!created) return { statusCode: 200, body: { ok: true, client: clientView((await getClient(client.client_id))!) } };
  return { statusCode: 201, body: { ok: true, client: clientView(client, secret) } };
}

export async function adminPatchClient(clientId: string, changes: Omit<NewClient, 'client_id' | 'client_secret'> & { active?: boolean }): Promise<OperationResult> {
  await assertCallbackUrl(changes.callback_url);
  const updated = await updateClient(clientId, {
    active: changes.active,
    permissions: changes.permissions === undefined ? undefined : [...new Set(changes.permissions)],
    callback_url: changes.callback_url,
    allowed_ips: changes.allowed_ips,
  });
  if (updated === undefined) throw notFound('Client');
  return { statusCode: 200, body: { ok: true, client: clientView(updated) } };
}

/**
 * A balance adjustment is a ledger posting against the sandbox funding account, one move of the
 * money engine. A fixed `adjustmentId` makes it idempotent (demo data): a repeat writes nothing.
 */
export async function adminAdjustBalance(merchantId: string, amountIdr: number, note: string, clock: Clock, adjustmentId = `adj_${randomToken(16)}`): Promise<OperationResult> {
  if ((await getMerchant(merchantId)) === undefined) throw notFound('Merchant');
  const postings = adjustmentPostings(merchantId, adjustmentId, amountIdr, note);
  const result = await commitMove({ id: adjustmentId, kind: 'adjust', merchantId, atMs: clock.nowMs(), postings });
  if (result.kind === 'insufficient_balance') throw new AppError('insufficient_balance', 'The available balance is lower than the debit');
  return adminGetBalance(merchantId);
}

export async function adminGetBalance(merchantId: string): Promise<OperationResult> {
  const balance = await getBalance(merchantId);
  if (balance === undefined) throw notFound('Merchant');
  return { statusCode: 200, body: { ok: true, balance } };
}

export async function adminListDeliveries(clientId: string): Promise<OperationResult> {
  if ((await getClient(clientId)) === undefined) throw notFound('Client');
  const attempts = await listDeliveryLog(clientId);
  const data = attempts.map((attempt) => ({
    id: attempt.id,
    event: attempt.event,
    partner_reff: attempt.partner_reff,
    http_status: attempt.http_status,
    latency_ms: attempt.latency_ms,
    attempt: attempt.attempt,
    at: toJakartaIso(attempt.at_ms),
    state: attempt.state,
    ...(attempt.error ? { error: attempt.error } : {}),
  }));
  return { statusCode: 200, body: { ok: true, data } };
}

const deliveryView = (delivery: { id: string; event: string; partner_reff: string | null; state: string; attempt_count: number; last_http_status?: number | null }) => ({
  id: delivery.id,
  event: delivery.event,
  partner_reff: delivery.partner_reff,
  state: delivery.state,
  attempts: delivery.attempt_count,
  http_status: delivery.last_http_status ?? null,
});

export async function adminResendDelivery(deliveryId: string, clock: Clock): Promise<OperationResult> {
  const result = await resendDelivery(deliveryId, clock);
  if (result === 'not_found') throw notFound('Webhook delivery');
  if (result === 'busy') throw new AppError('service_unavailable', 'The delivery is being sent right now; retry shortly');
  return { statusCode: 200, body: { ok: true, delivery: { ...deliveryView(result.delivery), latency_ms: result.response.latencyMs } } };
}

export async function adminPing(clientId: string, clock: Clock): Promise<OperationResult> {
  const client = await getClient(clientId);
  if (client === undefined) throw notFound('Client');
  const result = await pingWebhook(client.client_id, client.merchant_id, clock);
  if (result === 'busy') throw new AppError('service_unavailable', 'Ping could not be sent; retry');
  return {
    statusCode: 200,
    body: { ok: true, http_status: result.response.httpStatus, latency_ms: result.response.latencyMs, delivered: result.response.delivered, ...(result.response.error ? { error: result.response.error } : {}) },
  };
}

export async function adminAudit(): Promise<OperationResult> {
  const report = await auditLedger();
  return { statusCode: 200, body: { ok: true, ...report } };
}
