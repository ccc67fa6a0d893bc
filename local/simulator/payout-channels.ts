import type { PayoutChannel, PayoutDestination } from '../../shared/gateway/port';
import { EWALLET_SIM } from './ewallet';
import type { SimPayoutChannel } from './payout-channel';
import { TRANSFER_SIM } from './transfer';

/** Each payout channel's part of the gateway simulator, in the order of the registry's payout types. */
export const SIM_PAYOUT_CHANNELS: readonly SimPayoutChannel<PayoutDestination>[] = [
  TRANSFER_SIM,
  EWALLET_SIM,
] as SimPayoutChannel<PayoutDestination>[];

export function simPayoutChannel(channel: PayoutChannel): SimPayoutChannel<PayoutDestination> {
  const part = SIM_PAYOUT_CHANNELS.find((candidate) => candidate.channel === channel);
  if (part === undefined) throw new Error(`The simulator has no payout part for channel ${channel}`);
  return part;
}
