import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { SecretsReader } from '../../shared/secrets-manager';

/** A Secrets Manager double holding the given secrets by id; it records every secret id asked for. */
export function secretsHolding(values: Record<string, string | undefined>): SecretsReader & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    send: async (command: unknown) => {
      if (!(command instanceof GetSecretValueCommand)) throw new Error('unexpected command');
      const id = command.input.SecretId!;
      asked.push(id);
      if (!(id in values)) throw new Error(`AccessDeniedException: not allowed to read ${id}`);
      return { SecretString: values[id] };
    },
  } as SecretsReader & { asked: string[] };
}
