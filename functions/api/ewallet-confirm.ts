import { confirmRoute } from '../../shared/channels/payouts/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { ewalletConfirmRow } from '../../shared/route-rows/ewallet-confirm';

export const handler = apiHandler(ewalletConfirmRow, (state) => confirmRoute(state, 'ewallet'));
