import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listSuspense } from '../../shared/operations/suspense';

export const handler = apiHandler('adminListSuspense', async () => respond(await listSuspense(), OK_200));
