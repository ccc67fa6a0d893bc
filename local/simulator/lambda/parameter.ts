import type { SSMClient } from '@aws-sdk/client-ssm';

/** How long the callback URL read from SSM is kept before it is asked again. */
export const CALLBACK_URL_MAX_AGE_MS = 60_000;

/**
 * The value of one SSM String parameter, read at most once a minute (a failed read is not kept).
 * The service stack writes the callback route's URL there, so the simulator's stack needs no
 * reference to the service's API (a dependency cycle).
 */
export function cachedParameter(
  name: string,
  nowMs: () => number,
  client?: Pick<SSMClient, 'send'>,
): () => Promise<string> {
  let cached: { readAtMs: number; value: Promise<string> } | undefined;
  const read = async (): Promise<string> => {
    const sdk = await import('@aws-sdk/client-ssm');
    const ssm = client ?? new sdk.SSMClient({});
    const answer = await ssm.send(new sdk.GetParameterCommand({ Name: name }));
    const value = answer.Parameter?.Value?.trim();
    if (value === undefined || value === '') throw new Error(`SSM parameter ${name} has no value`);
    return value;
  };
  return () => {
    if (cached !== undefined && nowMs() - cached.readAtMs < CALLBACK_URL_MAX_AGE_MS) return cached.value;
    const entry = { readAtMs: nowMs(), value: read() };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.value;
  };
}
