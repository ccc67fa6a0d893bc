import type { Construct } from 'constructs';
import { parseCidrList } from '../shared/domain/ip-address';

export const GATEWAY_BASE_URL_DEFAULT = 'https://api.gateway.example.id';

/**
 * An IAM role name without commas: the role lists reach the admin functions as comma-separated
 * environment variables, so a comma (legal in IAM) would split one name into two.
 */
const ROLE_NAME = /^[\w+=.@-]{1,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PLATFORM_APPLICATION_ARN = /^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:app\/(GCM|APNS|APNS_SANDBOX)\/[\w.-]+$/;

/** SNS platform applications for mobile push (context pushPlatformApplicationArnAndroid / ...Ios). */
export interface PushApplications {
  android?: string;
  ios?: string;
}

/** Who may operate the admin API in AWS (context operatorRoles / creditOperatorRoles). */
export interface OperatorRoles {
  /** IAM role names allowed to call /admin/v1 at all. */
  operators: readonly string[];
  /** Of those, the role names allowed to make positive balance adjustments outside sandbox mode. */
  creditors: readonly string[];
}

/** Everything the stack reads from cdk.json context (or `cdk -c`), validated once at synth. */
export interface ServiceContext {
  gatewayBaseUrl: string;
  /** The digital-product provider (context providerBaseUrl). */
  providerBaseUrl: string;
  push: PushApplications;
  operatorRoles: OperatorRoles;
  /** Where the DLQ alarms are mailed, besides the alarm topic itself (context alarmEmail). */
  alarmEmail?: string;
  /**
   * Whether functions map stack traces through their source maps as they run (context
   * runtimeSourceMaps, default false). Off, a cold start skips reading and decoding the maps: 3 to
   * 27 ms on top of a 40 ms import in the bundle bench's runs. The maps still ship beside every
   * bundle, so an operator can turn this on for a function while investigating, or map a logged
   * stack trace offline.
   */
  runtimeSourceMaps: boolean;
  /**
   * The networks the gateway calls back from (context gatewayCallbackCidrs: a list, or one
   * comma-separated string from `cdk -c`), normalised to one comma-separated string for the
   * callback function's environment; undefined accepts callbacks from any source.
   */
  gatewayCallbackCidrs?: string;
}

export function serviceContext(scope: Construct): ServiceContext {
  return {
    gatewayBaseUrl: gatewayBaseUrl(scope),
    providerBaseUrl: httpsContext(scope, 'providerBaseUrl', PROVIDER_BASE_URL_DEFAULT),
    push: pushApplications(scope),
    operatorRoles: operatorRoles(scope),
    alarmEmail: alarmEmail(scope),
    runtimeSourceMaps: booleanContext(scope, 'runtimeSourceMaps', false),
    gatewayCallbackCidrs: gatewayCallbackCidrs(scope),
  };
}

/** A flag from cdk.json (a boolean) or from `cdk -c key=value` (the string true or false). */
function booleanContext(scope: Construct, key: string, fallback: boolean): boolean {
  const value: unknown = scope.node.tryGetContext(key) ?? fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context ${key} must be true or false, got ${String(value)}`);
}

export const PROVIDER_BASE_URL_DEFAULT = 'https://api.provider.example.id';

function httpsContext(scope: Construct, key: string, fallback: string): string {
  const value: unknown = scope.node.tryGetContext(key) ?? fallback;
  if (typeof value !== 'string' || !value.startsWith('https://')) throw new Error(`Context ${key} must be an https:// URL, got ${String(value)}`);
  return value;
}

function gatewayBaseUrl(scope: Construct): string {
  const value: unknown = scope.node.tryGetContext('gatewayBaseUrl') ?? GATEWAY_BASE_URL_DEFAULT;
  if (typeof value !== 'string' || !value.startsWith('https://')) {
    throw new Error(`Context gatewayBaseUrl must be an https:// URL, got ${String(value)}`);
  }
  return value;
}

function pushApplications(scope: Construct): PushApplications {
  const read = (key: string): string | undefined => {
    const value: unknown = scope.node.tryGetContext(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !PLATFORM_APPLICATION_ARN.test(value)) {
      throw new Error(`Context ${key} must be an SNS platform application ARN, got ${String(value)}`);
    }
    return value;
  };
  return { android: read('pushPlatformApplicationArnAndroid'), ios: read('pushPlatformApplicationArnIos') };
}

function roleList(scope: Construct, key: string): string[] {
  const value: unknown = scope.node.tryGetContext(key) ?? [];
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string' || !ROLE_NAME.test(name))) {
    throw new Error(`Context ${key} must be a list of IAM role names (letters, digits and +=.@_-, no commas), got ${JSON.stringify(value)}`);
  }
  return [...new Set(value as string[])];
}

/**
 * Without an operator role nobody could use the admin API, so that is refused at synth; a credit
 * role that is not an operator role could never reach the adjustment, so that is refused too.
 */
function operatorRoles(scope: Construct): OperatorRoles {
  const operators = roleList(scope, 'operatorRoles');
  const creditors = roleList(scope, 'creditOperatorRoles');
  if (operators.length === 0) throw new Error('Context operatorRoles must name at least one IAM role allowed to call /admin/v1');
  const strangers = creditors.filter((name) => !operators.includes(name));
  if (strangers.length > 0) throw new Error(`Context creditOperatorRoles names roles missing from operatorRoles: ${strangers.join(', ')}`);
  return { operators, creditors };
}

function alarmEmail(scope: Construct): string | undefined {
  const value: unknown = scope.node.tryGetContext('alarmEmail');
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !EMAIL.test(value)) throw new Error(`Context alarmEmail must be an email address, got ${String(value)}`);
  return value;
}

/** Refused at synth, naming the key and the bad entries: a typo must not quietly shut the gateway out at run time. */
function gatewayCallbackCidrs(scope: Construct): string | undefined {
  const value: unknown = scope.node.tryGetContext('gatewayCallbackCidrs');
  if (value === undefined || value === '') return undefined;
  const text = Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value.join(',') : value;
  if (typeof text !== 'string') throw new Error(`Context gatewayCallbackCidrs must be CIDRs, comma-separated or as a list, got ${JSON.stringify(value)}`);
  const { cidrs, invalid } = parseCidrList(text);
  if (invalid.length > 0 || cidrs.length === 0) {
    throw new Error(`Context gatewayCallbackCidrs has entries that are no CIDR (a.b.c.d/n or x::y/n): ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`);
  }
  return text.split(',').map((entry) => entry.trim()).join(',');
}
