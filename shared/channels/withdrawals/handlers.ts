import { gatewayFromEnv } from '../../gateway/credentials';
import type { RequestState } from '../../http/context';
import { CREATED_201, recorder, respond } from '../../http/outcome';
import { newPartnerReff } from '../../ids';
import { payoutChannel } from '../payouts/channels';
import type { WithdrawalBody } from './schemas';
import type { WithdrawalRequester } from './hold';
import { withdraw } from './withdraw';

/**
 * The handler layer of the withdrawals: the API's (with `withdrawal:create`) and the dashboard's
 * (owner or finance). A dashboard user's withdrawals send their webhooks to the client a dashboard
 * payout's go to (./dashboard-handlers.ts). The settlement accounts and auto-withdraw settings are
 * ./accounts-handlers.ts and ./auto-handlers.ts.
 */

export type WithdrawState = RequestState & { body: WithdrawalBody };

export async function withdrawRoute(state: WithdrawState, requester: WithdrawalRequester) {
  const outcome = await withdraw(
    {
      body: state.body,
      requester,
      clock: state.clock,
      arrivedAtMs: state.arrivedAtMs,
      gateway: await gatewayFromEnv(),
      reads: state.reads,
      idempotency: recorder(state.idempotency, CREATED_201),
    },
    newPartnerReff(payoutChannel('withdrawal').reffPrefix, state.clock.nowMs()),
  );
  return respond(outcome, CREATED_201);
}

export const createWithdrawalRoute = (state: WithdrawState) =>
  withdrawRoute(state, { merchant_id: state.client!.merchant_id, client_id: state.client!.client_id });
