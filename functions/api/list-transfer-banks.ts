import { TRANSFER_BANKS } from '../../shared/channels/transfer/banks';
import { apiHandler } from '../../shared/http/api-handler';

export const handler = apiHandler('listTransferBanks', async () => ({ statusCode: 200, body: { ok: true, data: TRANSFER_BANKS } }));
