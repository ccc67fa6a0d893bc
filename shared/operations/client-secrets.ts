import type { Clock } from '../clock';
import { CLIENT_SECRET_GRACE_SECONDS } from '../constants';
import { done, keyInProgressRefusal, refuse, type Outcome } from '../domain/outcome';
import { newClientSecret } from '../ids';
import { decryptSecret, encryptSecret, sha256Hex } from '../secrets';
import { type AuditActor, auditEntryItem } from '../store/audit-log';
import {
  type ClientRecord,
  getClient,
  rotateClientSecretRecord,
  rotatedRecord,
  type SecretRotation,
} from '../store/clients';
import { completionItem, type IdempotencyRecorder, type StoredResponse } from '../store/idempotency';
import { toJakartaIso } from '../time';
import { type ClientWithSecret, clientView, sealedResponse } from './clients';

export interface RotatedSecretAs<V extends ClientWithSecret> {
  client: V;
  /** Null when the rotation revoked the previous secret at once. */
  previous_secret_expires_at: string | null;
}

export type RotatedSecret = RotatedSecretAs<ReturnType<typeof clientView>>;

export interface RotationInput<V extends ClientWithSecret = ReturnType<typeof clientView>> {
  clientId: string;
  /** Ends the secret in use at once instead of after CLIENT_SECRET_GRACE_SECONDS (a leaked secret). */
  revokePrevious: boolean;
  clock: Clock;
  /** Who rotates: the audit log's entry (client.secret_rotated) is written with the new secret. */
  actor: AuditActor;
  /** A merchant's own rotation (the dashboard): another merchant's client is not found. */
  merchantId?: string;
  /** The key sent with the request, if any: its record is completed in the rotation's own write. */
  idempotency?: IdempotencyRecorder<RotatedSecretAs<V>>;
}

function rotationFor(client: ClientRecord, secret: string, secretEnc: string, revokePrevious: boolean, nowMs: number) {
  const previous = revokePrevious
    ? null
    : { secret_sha256: client.secret_sha256, expires_at_ms: nowMs + CLIENT_SECRET_GRACE_SECONDS * 1000 };
  const rotation: SecretRotation = { secret_sha256: sha256Hex(secret), secret_enc: secretEnc, previous };
  return rotation;
}

/**
 * Issues a new secret for an API client (generated like the one create-client issues) and shows it
 * once. The secret in use until now stays valid for CLIENT_SECRET_GRACE_SECONDS, or stops at once
 * with `revokePrevious`; webhooks are signed with the new one from now on. Only one previous secret
 * is kept: rotating again within the grace period makes the current secret the previous one, and the
 * secret before it stops working at once. With an idempotency key the key is completed in the same
 * write as the new secret, so a replay answers this very secret (see `unsealReplay`).
 */
export function rotateClientSecret(input: RotationInput): Promise<Outcome<RotatedSecret>> {
  return rotateClientSecretAs(input, clientView);
}

/** The rotation, answered in the caller's view of a client (the admin API's, the dashboard's). */
export async function rotateClientSecretAs<V extends ClientWithSecret>(
  input: RotationInput<V>,
  view: (client: ClientRecord, secret: string) => V,
): Promise<Outcome<RotatedSecretAs<V>>> {
  const client = await getClient(input.clientId);
  if (client === undefined || (input.merchantId !== undefined && client.merchant_id !== input.merchantId))
    return refuse('not_found', 'Client not found');
  const secret = newClientSecret();
  const secretEnc = await encryptSecret(secret, client.client_id);
  const rotation = rotationFor(client, secret, secretEnc, input.revokePrevious, input.clock.nowMs());
  const answer: RotatedSecretAs<V> = {
    client: view(rotatedRecord(client, rotation), secret),
    previous_secret_expires_at: rotation.previous === null ? null : toJakartaIso(rotation.previous.expires_at_ms),
  };
  const audit = auditEntryItem({
    merchantId: client.merchant_id,
    actor: input.actor,
    action: 'client.secret_rotated',
    target: client.client_id,
    details: { revoke_previous: input.revokePrevious },
    atMs: input.clock.nowMs(),
  });
  const recorder = input.idempotency;
  const completion =
    recorder === undefined ? [] : [completionItem(recorder.claim, sealedResponse(recorder, answer, secretEnc))];
  const rotated = await rotateClientSecretRecord(client.client_id, client.secret_sha256, rotation, [
    audit,
    ...completion,
  ]);
  if (rotated === 'conflict')
    return refuse('service_unavailable', 'The secret of this client was rotated at the same moment; retry');
  if (rotated === 'key_lost') return keyInProgressRefusal();
  if (recorder !== undefined) recorder.claim.completedInTransaction = true;
  return done(answer);
}

/** A replay of an answer that showed a secret: the sealed secret goes back where the first answer showed it. */
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
