import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_OR_EXISTING, respond } from '../../shared/http/outcome';
import { adminCreateClient } from '../../shared/operations/admin-clients';
import { adminCreateClientRow } from '../../shared/route-rows/admin-create-client';

export const handler = apiHandler(adminCreateClientRow, async (state) =>
  respond(await adminCreateClient(state.params.id, state.body, state.clock), CREATED_OR_EXISTING),
);
