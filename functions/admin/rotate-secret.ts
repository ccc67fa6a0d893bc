import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { rotateClientSecret } from '../../shared/operations/client-secrets';
import { rotateClientSecretRow } from '../../shared/route-rows/rotate-client-secret';

export const handler = apiHandler(rotateClientSecretRow, async (state) =>
  respond(await rotateClientSecret((state.params as { client_id: string }).client_id, state.clock), OK_200),
);
