// The part of the Secrets Manager SDK the service uses, imported only dynamically (shared/secrets-manager.ts),
// so that a bundle holds just these two and evaluates them on first use.
export { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
