import type { Clock } from '../clock';
import { CLIENT_SECRET_GRACE_SECONDS } from '../constants';
import { done, refuse, type Outcome } from '../domain/outcome';
import { newClientSecret } from '../ids';
import { encryptSecret, sha256Hex } from '../secrets';
import { getClient, rotateClientSecretRecord } from '../store/clients';
import { toJakartaIso } from '../time';
import { clientView } from './admin';

export interface RotatedSecret {
  client: ReturnType<typeof clientView>;
  previous_secret_expires_at: string;
}

/**
 * Issues a new secret for an API client (generated like the one create-client issues) and shows it
 * once. The secret in use until now stays valid for CLIENT_SECRET_GRACE_SECONDS; webhooks are signed
 * with the new one from now on. Only one previous secret is kept: rotating again within the grace
 * period makes the current secret the previous one, and the secret before it stops working at once.
 */
export async function rotateClientSecret(clientId: string, clock: Clock): Promise<Outcome<RotatedSecret>> {
  const client = await getClient(clientId);
  if (client === undefined) return refuse('not_found', 'Client not found');
  const secret = newClientSecret();
  const expiresAtMs = clock.nowMs() + CLIENT_SECRET_GRACE_SECONDS * 1000;
  const rotated = await rotateClientSecretRecord(clientId, client.secret_sha256, {
    secret_sha256: sha256Hex(secret),
    secret_enc: await encryptSecret(secret, clientId),
    previous_secret_sha256: client.secret_sha256,
    previous_secret_expires_at_ms: expiresAtMs,
  });
  if (rotated === 'conflict') return refuse('service_unavailable', 'The secret of this client was rotated at the same moment; retry');
  return done({ client: clientView(rotated, secret), previous_secret_expires_at: toJakartaIso(expiresAtMs) });
}
