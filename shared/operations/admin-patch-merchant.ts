import type { Clock } from '../clock';
import { recordAuditEntry } from '../store/audit-log';
import { adminPatchMerchant } from './admin';

type MerchantChanges = Parameters<typeof adminPatchMerchant>[1];

/**
 * PATCH /admin/v1/merchants/{id}: the operator's change, then its entry in the merchant's audit
 * log (actor `operator`, the fields changed; a new PIN only as `pin_changed`). Its own module, so
 * only this route's function bundles the audit log's writes, not every function that imports the
 * admin operations.
 */
export async function patchMerchantAsOperator(merchantId: string, changes: MerchantChanges, clock: Clock) {
  const outcome = await adminPatchMerchant(merchantId, changes);
  if (!outcome.ok) return outcome;
  await recordAuditEntry({
    merchantId,
    actor: { kind: 'operator' },
    action: 'merchant.updated',
    target: merchantId,
    details: changedFields(changes),
    atMs: clock.nowMs(),
  });
  return outcome;
}

function changedFields(changes: MerchantChanges): Record<string, unknown> {
  const { pin, ...fields } = changes;
  return {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(pin === undefined ? {} : { pin_changed: true }),
  };
}
