import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminPatchClient } from '../../shared/operations/admin-clients';
import { adminPatchClientRow } from '../../shared/route-rows/admin-patch-client';

export const handler = apiHandler(adminPatchClientRow, async (state) =>
  respond(await adminPatchClient(state.params.client_id, state.body, state.clock), OK_200),
);
