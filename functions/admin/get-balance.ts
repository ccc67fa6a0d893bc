import { apiHandler } from '../../shared/http/api-handler';
import { adminGetBalance } from '../../shared/operations/admin';

export const handler = apiHandler('adminGetBalance', async (state) => adminGetBalance((state.params as { id: string }).id));
