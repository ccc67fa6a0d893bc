import { confirmRoute } from '../../shared/channels/payouts/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { transferConfirmRow } from '../../shared/route-rows/transfer-confirm';

export const handler = apiHandler(transferConfirmRow, (state) => confirmRoute(state, 'transfer'));
