import { inquirePostpaid } from '../../shared/channels/digital/ppob';
import { providerFromEnv } from '../../shared/channels/digital/provider-credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { ppobInquiryRow } from '../../shared/route-rows/ppob-inquiry';
import { unitScheduler } from '../../shared/store/retry';

export const handler = apiHandler(ppobInquiryRow, async (state) =>
  respond(
    await inquirePostpaid({
      client: state.client!,
      body: state.body,
      clock: state.clock,
      // The provider's timeout counts on the request's unit of work (the wall clock in AWS).
      provider: await providerFromEnv(process.env, undefined, unitScheduler()),
      reads: state.reads,
    }),
    OK_200,
  ),
);
