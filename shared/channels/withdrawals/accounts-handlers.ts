import { gatewayFromEnv } from '../../gateway/credentials';
import type { RequestState } from '../../http/context';
import { CREATED_201, OK_200, respond } from '../../http/outcome';
import { addSettlementAccount, listAccounts, removeSettlementAccount, type AccountActor } from './accounts';
import type { AddSettlementAccountBody } from './schemas';

/**
 * The handler layer of the merchant's settlement accounts (dashboard, owner): configuration, apart
 * from the withdrawals' money (./handlers.ts) and the auto-withdraw settings (./auto-handlers.ts),
 * so these functions' bundles carry neither, and their roles no grant for them.
 */

const actorOf = (state: RequestState): AccountActor => ({
  merchantId: state.membership!.merchant_id,
  user: state.user!,
  clock: state.clock,
});

export async function addAccountRoute(state: RequestState & { body: AddSettlementAccountBody }) {
  return respond(await addSettlementAccount(actorOf(state), state.body, await gatewayFromEnv()), CREATED_201);
}

export const listAccountsRoute = async (state: RequestState) =>
  respond(await listAccounts(state.membership!.merchant_id, state.clock.nowMs()), OK_200);

export const removeAccountRoute = async (state: RequestState & { params: { account_id: string } }) =>
  respond(await removeSettlementAccount(actorOf(state), state.params.account_id), OK_200);
