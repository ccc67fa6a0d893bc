import type { Construct } from 'constructs';

/**
 * The context of a real deploy beyond the stage's basics (infra/context.ts): the e-mail identity
 * Cognito sends through, the custom domains and their hosted zone, and the backup copy's region.
 * Each is checked here once; infra/context.ts deployProblems says which a stage requires.
 */
export interface DeployContext {
  /** The SES identity the user pool sends from (context sesIdentity); required in prod. */
  ses?: SesIdentity;
  /** The API's custom domain (context apiDomain), e.g. api.payments.example.co.id. */
  apiDomain?: string;
  /** The dashboard's custom domain (context dashboardDomain), e.g. dashboard.payments.example.co.id. */
  dashboardDomain?: string;
  /** The Route 53 public hosted zone both domains are in (context hostedZoneId and hostedZoneName). */
  hostedZone?: { id: string; name: string };
  /** The region every backup of the table is copied to (context backupCopyRegion); required in prod. */
  backupCopyRegion?: string;
  /** A backup vault of another account the copies also go to (context backupCopyVaultArn), optional. */
  backupCopyVaultArn?: string;
}

/** A verified SES identity: the address mail is sent from, the identity's domain when it is one, and its region. */
export interface SesIdentity {
  fromEmail: string;
  /** Set when the identity is a domain (mail goes from no-reply@ it). */
  verifiedDomain?: string;
  /** The identity's region, when it is not the stage's (Cognito may send through SES of another region). */
  region?: string;
}

const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const SES_IDENTITY_ARN = /^arn:aws[a-z-]*:ses:([a-z0-9-]+):\d{12}:identity\/(.+)$/;
const REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;
const HOSTED_ZONE_ID = /^Z[A-Z0-9]{1,31}$/;
const BACKUP_VAULT_ARN = /^arn:aws[a-z-]*:backup:[a-z0-9-]+:\d{12}:backup-vault:[\w.-]{2,50}$/;

function optionalString(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string, got ${JSON.stringify(value)}`);
  return value.trim();
}

/** An e-mail address, a domain, or an SES identity ARN of either (`arn:aws:ses:<region>:<account>:identity/<address or domain>`). */
export function sesIdentityOf(value: string): SesIdentity {
  const arn = SES_IDENTITY_ARN.exec(value);
  const identity = arn?.[2] ?? value;
  const region = arn?.[1];
  if (EMAIL.test(identity)) return { fromEmail: identity, region };
  if (DOMAIN.test(identity)) return { fromEmail: `no-reply@${identity}`, verifiedDomain: identity, region };
  throw new Error(
    `Context sesIdentity must be a verified SES identity: an e-mail address, a domain, or its ARN (arn:aws:ses:<region>:<account>:identity/...), got ${value}`,
  );
}

function domainOf(scope: Construct, key: string): string | undefined {
  const value = optionalString(scope, key)?.toLowerCase();
  if (value !== undefined && !DOMAIN.test(value))
    throw new Error(`Context ${key} must be a domain name (api.payments.example.co.id), got ${value}`);
  return value;
}

function hostedZoneOf(scope: Construct, domains: Array<string | undefined>): DeployContext['hostedZone'] {
  const id = optionalString(scope, 'hostedZoneId');
  const name = optionalString(scope, 'hostedZoneName')?.toLowerCase().replace(/\.$/, '');
  const needed = domains.some((domain) => domain !== undefined);
  if (id === undefined || name === undefined) {
    if (needed || id !== undefined || name !== undefined)
      throw new Error(
        'Context apiDomain and dashboardDomain need the Route 53 hosted zone their certificates are validated in: -c hostedZoneId=Z... -c hostedZoneName=payments.example.co.id',
      );
    return undefined;
  }
  if (!HOSTED_ZONE_ID.test(id)) throw new Error(`Context hostedZoneId must be a Route 53 zone id (Z...), got ${id}`);
  for (const domain of domains)
    if (domain !== undefined && domain !== name && !domain.endsWith(`.${name}`))
      throw new Error(`Context domain ${domain} is not in the hosted zone ${name} (hostedZoneName)`);
  return { id, name };
}

export function deployContextOf(scope: Construct, stageRegion: string): DeployContext {
  const sesIdentity = optionalString(scope, 'sesIdentity');
  const apiDomain = domainOf(scope, 'apiDomain');
  const dashboardDomain = domainOf(scope, 'dashboardDomain');
  const backupCopyRegion = optionalString(scope, 'backupCopyRegion');
  if (backupCopyRegion !== undefined && (!REGION.test(backupCopyRegion) || backupCopyRegion === stageRegion))
    throw new Error(
      `Context backupCopyRegion must be an AWS region other than the stage's (${stageRegion}), got ${backupCopyRegion}`,
    );
  const backupCopyVaultArn = optionalString(scope, 'backupCopyVaultArn');
  if (backupCopyVaultArn !== undefined && !BACKUP_VAULT_ARN.test(backupCopyVaultArn))
    throw new Error(`Context backupCopyVaultArn must be a backup vault ARN, got ${backupCopyVaultArn}`);
  return {
    ses: sesIdentity === undefined ? undefined : sesIdentityOf(sesIdentity),
    apiDomain,
    dashboardDomain,
    hostedZone: hostedZoneOf(scope, [apiDomain, dashboardDomain]),
    backupCopyRegion,
    backupCopyVaultArn,
  };
}
