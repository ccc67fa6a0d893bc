import { PUSH_OUTBOX_LIST_SIZE } from '../constants';
import { done, refuse, type Outcome } from '../domain/outcome';
import { getMerchant } from '../store/merchants';
import { listPushNotifications } from '../store/push';
import { pushNotificationView } from '../views/device';

/** The last notifications the outbox push adapter recorded for a merchant, newest first. */
export async function adminListPushNotifications(
  merchantId: string,
): Promise<Outcome<{ data: Array<ReturnType<typeof pushNotificationView>> }>> {
  if ((await getMerchant(merchantId)) === undefined) return refuse('not_found', 'Merchant not found');
  const records = await listPushNotifications(merchantId, PUSH_OUTBOX_LIST_SIZE);
  return done({ data: records.map(pushNotificationView) });
}
