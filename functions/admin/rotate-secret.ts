import { apiHandler, type Operation } from '../../shared/http/api-handler';
import { OK_200, recorder, respond } from '../../shared/http/outcome';
import { rotateClientSecret, unsealReplay } from '../../shared/operations/client-secrets';
import { rotateClientSecretRow } from '../../shared/route-rows/rotate-client-secret';

const rotate: Operation<typeof rotateClientSecretRow> = async (state) =>
  respond(
    await rotateClientSecret({
      clientId: state.params.client_id,
      revokePrevious: state.body.revoke_previous === true,
      clock: state.clock,
      actor: { kind: 'operator' },
      idempotency: recorder(state.idempotency, OK_200),
    }),
    OK_200,
  );

/** The key's record keeps the new secret sealed; a replay is answered with it unsealed. */
export const handler = apiHandler(rotateClientSecretRow, rotate, { reviveReplay: unsealReplay });
