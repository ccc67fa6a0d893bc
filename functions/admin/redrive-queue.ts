import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { redriveQueue } from '../../shared/operations/redrive';

export const handler = apiHandler('redriveQueue', async (state) => respond(await redriveQueue((state.params as { queue: string }).queue), OK_200));
