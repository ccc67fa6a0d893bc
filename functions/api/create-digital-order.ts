import { createOrderRoute } from '../../shared/channels/digital/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { createDigitalOrderRow } from '../../shared/route-rows/create-digital-order';

export const handler = apiHandler(createDigitalOrderRow, createOrderRoute);
