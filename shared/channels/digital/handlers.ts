import { ACCEPTED_202, OK_200, respond } from '../../http/outcome';
import type { RequestState, OperationResult } from '../../http/context';
import { createDigitalOrder, readDigitalBalance, readDigitalOrder } from './orders';
import type { CreateOrderBody } from './order-schemas';
import type { PpobOrderBody } from './ppob-schemas';
import { createPpobOrder } from './ppob';

/**
 * The digital routes, wired once: each handler file names its route and calls one of these. The
 * postpaid inquiry, the one route that calls the provider, is wired in its own handler file, so that
 * the others do not bundle the provider's client and credentials.
 */
export const createOrderRoute = async (state: RequestState & { body: CreateOrderBody }): Promise<OperationResult> =>
  respond(
    await createDigitalOrder({ client: state.client!, body: state.body, clock: state.clock, reads: state.reads }),
    ACCEPTED_202,
  );

export const readOrderRoute = async (state: RequestState & { params: { ref_id: string } }): Promise<OperationResult> =>
  respond(await readDigitalOrder(state.client!.merchant_id, state.params.ref_id), OK_200);

export const ppobOrderRoute = async (state: RequestState & { body: PpobOrderBody }): Promise<OperationResult> =>
  respond(
    await createPpobOrder({ client: state.client!, body: state.body, clock: state.clock, reads: state.reads }),
    ACCEPTED_202,
  );

export const balanceRoute = async (state: RequestState): Promise<OperationResult> =>
  respond(await readDigitalBalance(state.client!.merchant_id), OK_200);
