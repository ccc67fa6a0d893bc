import { TRANSFER_BANKS } from '../../shared/channels/transfer/banks';
import { apiHandler } from '../../shared/http/api-handler';
import { listTransferBanksRow } from '../../shared/route-rows/list-transfer-banks';

export const handler = apiHandler(listTransferBanksRow, async () => ({
  statusCode: 200,
  body: { ok: true, data: TRANSFER_BANKS.map(({ code, name, active }) => ({ code, name, active: active !== false })) },
}));
