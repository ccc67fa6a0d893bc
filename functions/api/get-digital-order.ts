import { readOrderRoute } from '../../shared/channels/digital/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { getDigitalOrderRow } from '../../shared/route-rows/get-digital-order';

export const handler = apiHandler(getDigitalOrderRow, readOrderRoute);
