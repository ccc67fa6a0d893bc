/**
 * Which environment a deployment is (DESIGN 18): the sandbox (the simulator as the gateway; `npm
 * start`, SANDBOX=1) or live (a real gateway; staging and prod). API keys say where they belong:
 * a client id made in the sandbox starts `sbx_`, one made live starts `live_`, and a key of one
 * environment is refused in the other. Ids made before the prefixes (`cl_...`, and ids an operator
 * chose, such as the local `demo_client`) belong to no environment and keep working where they are.
 */
export type Environment = 'sandbox' | 'live';

export const CLIENT_ID_PREFIXES: Readonly<Record<Environment, string>> = { sandbox: 'sbx_', live: 'live_' };

export const environmentOf = (sandbox: boolean): Environment => (sandbox ? 'sandbox' : 'live');

/** The environment a client id was made in, by its prefix; undefined for an id without one. */
export function environmentOfClientId(clientId: string): Environment | undefined {
  for (const [environment, prefix] of Object.entries(CLIENT_ID_PREFIXES) as Array<[Environment, string]>)
    if (clientId.startsWith(prefix)) return environment;
  return undefined;
}

/** Why a key is refused in `current`, when it was made in the other environment; undefined when it may be tried. */
export function otherEnvironmentRefusal(clientId: string, current: Environment): string | undefined {
  const made = environmentOfClientId(clientId);
  if (made === undefined || made === current) return undefined;
  return `This key belongs to the ${made} environment; this is the ${current} environment. Use a ${current} key (its client id starts with ${CLIENT_ID_PREFIXES[current]}).`;
}
