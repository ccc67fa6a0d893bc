import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** What the credential loaders need of Secrets Manager; tests pass a stub with the same shape. */
export type SecretsReader = Pick<SecretsManagerClient, 'send'>;

let client: SecretsManagerClient | undefined;

/**
 * The SecretString of a secret, asked of `secrets` or else of the real Secrets Manager. The SDK
 * client is loaded and built on the first read instead of at import: a function reads its secret
 * once per cold start (most functions never do, nor does the local stack, which sets no *_SECRET_ARN
 * variable), and evaluating the client library is a noticeable part of a cold import.
 */
export async function readSecretString(secretId: string, secrets?: SecretsReader): Promise<string | undefined> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('./secrets-manager-sdk');
  const reader = secrets ?? (client ??= new SecretsManagerClient({}));
  const answer = await reader.send(new GetSecretValueCommand({ SecretId: secretId }));
  return answer.SecretString;
}
