import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { redriveQueue } from '../../shared/operations/redrive';
import { redriveQueueRow } from '../../shared/route-rows/redrive-queue';

export const handler = apiHandler(redriveQueueRow, async (state) =>
  respond(await redriveQueue(state.params.queue), OK_200),
);
