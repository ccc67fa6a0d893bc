import { ppobOrderRoute } from '../../shared/channels/digital/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { ppobOrderRow } from '../../shared/route-rows/ppob-order';

export const handler = apiHandler(ppobOrderRow, ppobOrderRoute);
