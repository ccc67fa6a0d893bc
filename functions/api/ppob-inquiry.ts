import { inquirePostpaid } from '../../shared/channels/digital/ppob';
import { providerFromEnv } from '../../shared/channels/digital/provider-credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { ppobInquiryRow } from '../../shared/route-rows/ppob-inquiry';

export const handler = apiHandler(ppobInquiryRow, async (state) =>
  respond(
    await inquirePostpaid({
      client: state.client!,
      body: state.body,
      clock: state.clock,
      provider: await providerFromEnv(),
      reads: state.reads,
    }),
    OK_200,
  ),
);
