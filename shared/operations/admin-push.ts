import { PUSH_OUTBOX_LIST_SIZE } from '../constants';
import { notFound } from '../errors';
import type { OperationResult } from '../http/context';
import { getMerchant } from '../store/merchants';
import { listPushNotifications } from '../store/push';
import { pushNotificationView } from '../views/device';

/** The last notifications the outbox push adapter recorded for a merchant, newest first. */
export async function adminListPushNotifications(merchantId: string): Promise<OperationResult> {
  if ((await getMerchant(merchantId)) === undefined) throw notFound('Merchant');
  const records = await listPushNotifications(merchantId, PUSH_OUTBOX_LIST_SIZE);
  return { statusCode: 200, body: { ok: true, data: records.map(pushNotificationView) } };
}
