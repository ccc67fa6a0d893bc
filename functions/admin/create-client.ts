import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_OR_EXISTING, respond } from '../../shared/http/outcome';
import { adminCreateClient, type NewClient } from '../../shared/operations/admin';
import { adminCreateClientRow } from '../../shared/route-rows/admin-create-client';

export const handler = apiHandler(adminCreateClientRow, async (state) =>
  respond(await adminCreateClient((state.params as { id: string }).id, state.body as NewClient, state.clock), CREATED_OR_EXISTING),
);
