import { confirmRoute } from '../../shared/channels/payouts/handlers';
import { apiHandler } from '../../shared/http/api-handler';

export const handler = apiHandler('transferConfirm', (state) => confirmRoute(state, 'transfer'));
