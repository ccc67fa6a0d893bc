import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminGetBalance } from '../../shared/operations/admin';

export const handler = apiHandler('adminGetBalance', async (state) => respond(await adminGetBalance((state.params as { id: string }).id), OK_200));
