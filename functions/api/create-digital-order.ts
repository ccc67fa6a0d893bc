import { createOrderRoute } from '../../shared/channels/digital/handlers';
import { apiHandler } from '../../shared/http/api-handler';

export const handler = apiHandler('createDigitalOrder', createOrderRoute);
