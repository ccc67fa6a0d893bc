import type { Clock } from '../clock';
import { CLIENT_SECRET_GRACE_SECONDS } from '../constants';
import { done, keyInProgressRefusal, refuse, type Outcome } from '../domain/outcome';
import { newClientSecret } from '../ids';
import { decryptSecret, encryptSecret, sha256Hex } from '../secrets';
import {
  type ClientRecord,
  getClient,
  rotateClientSecretRecord,
  rotatedRecord,
  type SecretRotation,
} from '../store/clients';
import { completionItem, type IdempotencyRecorder, type StoredResponse } from '../store/idempotency';
import { toJakartaIso } from '../time';
import { clientView } from './admin';

export interface RotatedSecret {
  client: ReturnType<typeof clientView>;
  /** Null when the rotation revoked the previous secret at once. */
  previous_secret_expires_at: string | null;
}

export interface RotationInput {
  clientId: string;
  /** Ends the secret in use at once instead of after CLIENT_SECRET_GRACE_SECONDS (a leaked secret). */
  revokePrevious: boolean;
  clock: Clock;
  /** The key sent with the request, if any: its record is completed in the rotation's own write. */
  idempotency?: IdempotencyRecorder<RotatedSecret>;
}

function rotationFor(client: ClientRecord, secret: string, secretEnc: string, input: RotationInput): SecretRotation {
  const previous = input.revokePrevious
    ? null
    : { secret_sha256: client.secret_sha256, expires_at_ms: input.clock.nowMs() + CLIENT_SECRET_GRACE_SECONDS * 1000 };
  return { secret_sha256: sha256Hex(secret), secret_enc: secretEnc, previous };
}

/**
 * The answer as the idempotency record keeps it: the body without the secret, and the secret sealed
 * the way the client record holds it, so the table holds the plaintext nowhere.
 */
function sealedResponse(
  recorder: IdempotencyRecorder<RotatedSecret>,
  answer: RotatedSecret,
  secretEnc: string,
): StoredResponse {
  const { client_secret: _shownOnce, ...client } = answer.client;
  const response = recorder.responseFor({ ...answer, client: client as RotatedSecret['client'] });
  return { ...response, sealed_secret: { client_id: answer.client.client_id, secret_enc: secretEnc } };
}

/**
 * Issues a new secret for an API client (generated like the one create-client issues) and shows it
 * once. The secret in use until now stays valid for CLIENT_SECRET_GRACE_SECONDS, or stops at once
 * with `revokePrevious`; webhooks are signed with the new one from now on. Only one previous secret
 * is kept: rotating again within the grace period makes the current secret the previous one, and the
 * secret before it stops working at once. With an idempotency key the key is completed in the same
 * write as the new secret, so a replay answers this very secret (see `unsealReplay`).
 */
export async function rotateClientSecret(input: RotationInput): Promise<Outcome<RotatedSecret>> {
  const client = await getClient(input.clientId);
  if (client === undefined) return refuse('not_found', 'Client not found');
  const secret = newClientSecret();
  const secretEnc = await encryptSecret(secret, client.client_id);
  const rotation = rotationFor(client, secret, secretEnc, input);
  const answer: RotatedSecret = {
    client: clientView(rotatedRecord(client, rotation), secret),
    previous_secret_expires_at: rotation.previous === null ? null : toJakartaIso(rotation.previous.expires_at_ms),
  };
  const recorder = input.idempotency;
  const alongside =
    recorder === undefined ? [] : [completionItem(recorder.claim, sealedResponse(recorder, answer, secretEnc))];
  const rotated = await rotateClientSecretRecord(client.client_id, client.secret_sha256, rotation, alongside);
  if (rotated === 'conflict')
    return refuse('service_unavailable', 'The secret of this client was rotated at the same moment; retry');
  if (rotated === 'key_lost') return keyInProgressRefusal();
  if (recorder !== undefined) recorder.claim.completedInTransaction = true;
  return done(answer);
}

/** A replay of a rotation: the sealed secret goes back into the answer, where the first answer showed it. */
export async function unsealReplay(stored: StoredResponse): Promise<StoredResponse> {
  const sealed = stored.sealed_secret;
  if (sealed === undefined) return stored;
  const body = JSON.parse(stored.body) as { client: Record<string, unknown> };
  const { client_id: clientId, ...rest } = body.client;
  const secret = await decryptSecret(sealed.secret_enc, sealed.client_id);
  const { sealed_secret: _sealed, ...response } = stored;
  return {
    ...response,
    body: JSON.stringify({ ...body, client: { client_id: clientId, client_secret: secret, ...rest } }),
  };
}
