import type { Clock } from '../clock';
import { auditEntryItem, recordAuditEntry } from '../store/audit-log';
import { adminPatchMerchant } from './admin';

type MerchantChanges = Parameters<typeof adminPatchMerchant>[1];

/**
 * PATCH /admin/v1/merchants/{id}: the operator's change and its entry in the merchant's audit log
 * (actor `operator`, the fields changed; a new PIN only as `pin_changed`). With a new PIN the entry
 * is written in the PIN's own transaction, with the lock reset (DESIGN 21); without one, after the
 * change. Its own module, so only this route's function bundles the audit log's writes, not every
 * function that imports the admin operations.
 */
export async function patchMerchantAsOperator(merchantId: string, changes: MerchantChanges, clock: Clock) {
  const entry = {
    merchantId,
    actor: { kind: 'operator' as const },
    action: 'merchant.updated',
    target: merchantId,
    details: changedFields(changes),
    atMs: clock.nowMs(),
  };
  if (changes.pin !== undefined) return adminPatchMerchant(merchantId, changes, auditEntryItem(entry));
  const outcome = await adminPatchMerchant(merchantId, changes);
  if (outcome.ok) await recordAuditEntry(entry);
  return outcome;
}

function changedFields(changes: MerchantChanges): Record<string, unknown> {
  const { pin, ...fields } = changes;
  return {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(pin === undefined ? {} : { pin_changed: true }),
  };
}
