import { confirmRoute } from '../../shared/channels/payouts/handlers';
import { apiHandler } from '../../shared/http/api-handler';

export const handler = apiHandler('ewalletConfirm', (state) => confirmRoute(state, 'ewallet'));
