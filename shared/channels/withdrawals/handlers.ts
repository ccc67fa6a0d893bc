import { gatewayFromEnv } from '../../gateway/credentials';
import type { RequestState } from '../../http/context';
import { CREATED_201, OK_200, recorder, respond } from '../../http/outcome';
import { webhookClientOf } from '../../operations/dashboard-webhook-client';
import { listMerchantClients } from '../../store/merchant-clients';
import { newPartnerReff } from '../../ids';
import { addSettlementAccount, listAccounts, removeSettlementAccount, type AccountActor } from './accounts';
import { readAutoWithdraw, saveAutoWithdraw } from './auto';
import { payoutChannel } from '../payouts/channels';
import type { AddSettlementAccountBody, AutoWithdrawBody, WithdrawalBody } from './schemas';
import { withdraw, type WithdrawalRequester } from './withdraw';

/**
 * The handler layer of the merchant's own money: settlement accounts and auto-withdraw (dashboard,
 * owner), withdrawals (the API's, with `withdrawal:create`, and the dashboard's, owner or finance).
 * A dashboard user's withdrawals send their webhooks to the client a dashboard payout's go to.
 */

const actorOf = (state: RequestState): AccountActor => ({
  merchantId: state.membership!.merchant_id,
  user: state.user!,
  clock: state.clock,
});

const dashboardWebhookClient = async (state: RequestState): Promise<string> =>
  webhookClientOf(await listMerchantClients(state.membership!.merchant_id), state.user!);

export async function addAccountRoute(state: RequestState & { body: AddSettlementAccountBody }) {
  return respond(await addSettlementAccount(actorOf(state), state.body, await gatewayFromEnv()), CREATED_201);
}

export const listAccountsRoute = async (state: RequestState) =>
  respond(await listAccounts(state.membership!.merchant_id, state.clock.nowMs()), OK_200);

export const removeAccountRoute = async (state: RequestState & { params: { account_id: string } }) =>
  respond(await removeSettlementAccount(actorOf(state), state.params.account_id), OK_200);

export const readAutoWithdrawRoute = async (state: RequestState) =>
  respond(await readAutoWithdraw(state.membership!.merchant_id), OK_200);

export async function saveAutoWithdrawRoute(state: RequestState & { body: AutoWithdrawBody }) {
  const change = {
    merchantId: state.membership!.merchant_id,
    user: state.user!,
    webhookClientId: await dashboardWebhookClient(state),
    clock: state.clock,
    arrivedAtMs: state.arrivedAtMs,
  };
  return respond(await saveAutoWithdraw(change, state.body), OK_200);
}

type WithdrawState = RequestState & { body: WithdrawalBody };

async function withdrawRoute(state: WithdrawState, requester: WithdrawalRequester) {
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

export const dashboardCreateWithdrawalRoute = async (state: WithdrawState) =>
  withdrawRoute(state, {
    merchant_id: state.membership!.merchant_id,
    client_id: await dashboardWebhookClient(state),
    user_sub: state.user!.sub,
  });
