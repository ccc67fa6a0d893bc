import { Aws, Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import {
  KYC_OBJECT_PREFIX,
  KYC_SUBMITTED_PREFIX,
  KYC_UPLOAD_PREFIX,
  REPORT_OBJECT_PREFIX,
  type KycDocumentsAccess,
} from '../shared/constants';
import { keys, PIN_PK_PREFIX } from '../shared/store/keys';
import type { PushApplications } from './context';
import type { ServiceFunction } from './function';
import type { FunctionSpec, SecretsKeyAccess } from './specs';

/** Partition-key prefix of the per-IP rate-limit counters, the one item a read-only route writes. */
export const RATE_LIMIT_KEY_PREFIX = keys.rateLimit('', 0).pk;

/**
 * The encryption context every client-secret Encrypt and Decrypt carries. Requiring it binds each
 * ciphertext to its client, so a blob copied onto another client's record does not decrypt.
 */
export const SECRETS_ENCRYPTION_CONTEXT_KEY = 'client_id';

/**
 * The reads every table user gets: items and queries of the table and its GSIs. Not Scan (no
 * function's code scans), nor the stream reads grantReadData adds (the table has no stream).
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:Query',
];

/**
 * Every action that reads items by key, denied on the PIN items (`PIN#`: PIN hashes and the confirm
 * lock's count) to every function that does not hash or verify PINs. A TransactGetItems call is
 * authorized item by item as GetItem; no role may Scan (TABLE_READ_ACTIONS).
 */
export const PIN_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:GetItem',
  'dynamodb:Query',
];

/**
 * Table access as the spec says: none at all, read-only (plus the rate-limit counter's UpdateItem on
 * RATE# items alone when the route is rate limited), or reads plus PutItem and UpdateItem (and
 * DeleteItem where declared) on the partition-key prefixes the function writes (its route row's
 * `tableWrites`, or infra/table-writes.ts for consumers and jobs).
 */
export function grantTable(table: dynamodb.ITable, spec: FunctionSpec, fn: ServiceFunction): void {
  if (spec.tableAccess === 'none') return;
  table.grant(fn, ...TABLE_READ_ACTIONS);
  if (spec.usesPinPepper !== true) fn.grantPrincipal.addToPrincipalPolicy(pinReadDenial(table));
  if (spec.tableAccess === 'readWrite') fn.grantPrincipal.addToPrincipalPolicy(writeStatement(table, spec));
  if (spec.tableAccess === 'read' && spec.rateLimited)
    fn.grantPrincipal.addToPrincipalPolicy(rateLimitStatement(table));
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${nagResourceName(fn, table.tableArn)}/index/*]`,
    reason: "The function queries the table's own GSIs (INDEX_LIST); index ARNs only exist below the table ARN.",
  });
}

/**
 * PutItem and UpdateItem (DeleteItem where the function deletes) only where every partition key of
 * the request starts with one of the function's declared prefixes. DynamoDB authorizes each item of
 * a TransactWriteItems call as its own Put, Update, Delete or ConditionCheck against this statement.
 */
function writeStatement(table: dynamodb.ITable, spec: FunctionSpec): iam.PolicyStatement {
  const writes = spec.tableWrites;
  if (writes === undefined || writes.prefixes.length === 0)
    throw new Error(
      `${spec.id} reads and writes the table but declares no partition-key prefix it writes (tableWrites)`,
    );
  return new iam.PolicyStatement({
    actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', ...(writes.deletes ? ['dynamodb:DeleteItem'] : [])],
    resources: [table.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': writes.prefixes.map((prefix) => `${prefix}*`) },
    },
  });
}

/** No read of a PIN item: an explicit Deny, so no other statement can grant it by accident. */
function pinReadDenial(table: dynamodb.ITable): iam.PolicyStatement {
  return new iam.PolicyStatement({
    effect: iam.Effect.DENY,
    actions: PIN_READ_ACTIONS,
    resources: [table.tableArn, `${table.tableArn}/index/*`],
    conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [`${PIN_PK_PREFIX}*`] } },
  });
}

/** UpdateItem only where every partition key of the request starts with RATE#: the counter's one ADD. */
function rateLimitStatement(table: dynamodb.ITable): iam.PolicyStatement {
  return new iam.PolicyStatement({
    actions: ['dynamodb:UpdateItem'],
    resources: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RATE_LIMIT_KEY_PREFIX}*`] } },
  });
}

/** The KMS actions of each use of the client-secrets key (see RouteDefinition.secretsKey). */
export const SECRETS_KEY_ACTIONS: Record<Exclude<SecretsKeyAccess, 'none'>, string[]> = {
  encrypt: ['kms:Encrypt'],
  decrypt: ['kms:Decrypt'],
  encryptDecrypt: ['kms:Encrypt', 'kms:Decrypt'],
};

/**
 * kms:Encrypt for functions that create client secrets, kms:Decrypt for functions that sign
 * webhooks with them (both for the rotation, which answers replays), each only with a client_id
 * encryption context (and no other context key).
 */
export function grantSecretsKey(key: kms.Key, access: SecretsKeyAccess, fn: ServiceFunction): void {
  if (access === 'none') return;
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: SECRETS_KEY_ACTIONS[access],
      resources: [key.keyArn],
      conditions: {
        'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': [SECRETS_ENCRYPTION_CONTEXT_KEY] },
        // ForAllValues also holds for a request without any context; this makes client_id required.
        Null: { [`kms:EncryptionContext:${SECRETS_ENCRYPTION_CONTEXT_KEY}`]: 'false' },
      },
    }),
  );
}

/**
 * CreatePlatformEndpoint on the configured platform applications, Publish on their endpoints. The
 * endpoints are created at run time, one per device, so only their ARN prefix is known here; before
 * any application is configured the grant covers this account's applications in this region.
 */
export function grantPush(push: PushApplications, fn: ServiceFunction): void {
  const stack = Stack.of(fn);
  const configured = [push.android, push.ios].filter((arn): arn is string => arn !== undefined);
  const applications =
    configured.length > 0 ? configured : [stack.formatArn({ service: 'sns', resource: 'app', resourceName: '*' })];
  const endpoints = applications.map((arn) => `${arn.replace(':app/', ':endpoint/')}/*`);
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['sns:CreatePlatformEndpoint'], resources: applications }),
  );
  fn.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: endpoints }));
  const wildcards = [...applications, ...endpoints]
    .map((arn) => nagResourceName(fn, arn))
    .filter((name) => name.includes('*'));
  Validations.of(fn).acknowledge(
    ...wildcards.map((name) => ({
      id: `AwsSolutions-IAM5[Resource::${name}]`,
      reason:
        'SNS creates one platform endpoint per device at run time, so Publish (and, before an application is configured, CreatePlatformEndpoint) is scoped by ARN prefix.',
    })),
  );
}

/** The KYC bucket's actions, by object prefix, each access is granted (shared/http/route.ts, KycDocumentsAccess). */
export const KYC_DOCUMENT_GRANTS: Readonly<
  Record<KycDocumentsAccess, ReadonlyArray<readonly [string, readonly string[]]>>
> = {
  // A presigned POST is authorized as its signer's PutObject of the key its policy names.
  upload: [[KYC_UPLOAD_PREFIX, ['s3:PutObject']]],
  // HeadObject and a copy's source are authorized as GetObject; the pinned copy is written, then read by version.
  submit: [
    [KYC_OBJECT_PREFIX, ['s3:GetObject']],
    [KYC_SUBMITTED_PREFIX, ['s3:GetObjectVersion', 's3:PutObject']],
  ],
  // Pinned versions (and documents submitted before pinning, under kyc/<merchant>/).
  read: [[KYC_OBJECT_PREFIX, ['s3:GetObject', 's3:GetObjectVersion']]],
  sweep: [[KYC_UPLOAD_PREFIX, ['s3:DeleteObject']]],
  // The asynchronous reports' files: written by the report worker, signed for download by the report's GET.
  reportWrite: [[REPORT_OBJECT_PREFIX, ['s3:PutObject']]],
  reportRead: [[REPORT_OBJECT_PREFIX, ['s3:GetObject']]],
};

/**
 * The KYC bucket's objects under `kyc/` only, by what the function does with them: signing upload
 * POSTs, pinning submitted documents, signing an operator's downloads, or deleting old uploads. No
 * role may delete or overwrite a pinned copy but the submission that writes it (under a key named by
 * the ETag it copied), and the bucket keeps every version.
 */
/** What each use of the KYC bucket needs of its key: uploads and pinned copies are encrypted, reads decrypted. */
export const KYC_KEY_ACTIONS: Readonly<Record<KycDocumentsAccess, readonly string[]>> = {
  upload: ['kms:GenerateDataKey'],
  submit: ['kms:Decrypt', 'kms:GenerateDataKey'],
  read: ['kms:Decrypt'],
  sweep: [],
  // A report file is written encrypted and read back to sign its download.
  reportWrite: ['kms:GenerateDataKey'],
  reportRead: ['kms:Decrypt'],
};

export function grantKycDocuments(
  bucketName: string,
  access: KycDocumentsAccess,
  fn: ServiceFunction,
  key: kms.IKey,
): void {
  if (KYC_KEY_ACTIONS[access].length > 0) key.grant(fn, ...KYC_KEY_ACTIONS[access]);
  for (const [prefix, actions] of KYC_DOCUMENT_GRANTS[access]) {
    const objects = `arn:${Aws.PARTITION}:s3:::${bucketName}/${prefix}*`;
    fn.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...actions], resources: [objects] }));
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagResourceName(fn, objects)}]`,
      reason: `Each KYC document (or report file) is an object of its own, created at run time under ${prefix}<merchant>/<document>.`,
    });
  }
}

/** A resource ARN the way cdk-nag names it in a finding: references written as <Ref> or <Id.Attr>. */
export function nagResourceName(scope: Construct, arn: string): string {
  const resolved: unknown = Stack.of(scope).resolve(arn);
  if (typeof resolved === 'string') return resolved;
  const [separator, parts] = (
    resolved as { 'Fn::Join': [string, Array<string | { Ref?: string; 'Fn::GetAtt'?: string[] }>] }
  )['Fn::Join'];
  return parts
    .map((part) => (typeof part === 'string' ? part : `<${part.Ref ?? part['Fn::GetAtt']!.join('.')}>`))
    .join(separator);
}
