import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listSuspense } from '../../shared/operations/suspense';
import { adminListSuspenseRow } from '../../shared/route-rows/admin-list-suspense';

export const handler = apiHandler(adminListSuspenseRow, async () => respond(await listSuspense(), OK_200));
