// The part of the KMS SDK the service uses, imported only dynamically (shared/secrets.ts), so that a bundle
// holds just these and evaluates them on first use.
export { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
