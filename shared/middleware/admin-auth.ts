import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_HEADER_LENGTH_MAX } from '../constants';
import { config } from '../config';
import { AppError } from '../errors';
import { type ApiEvent, type ApiMiddleware, header, type Operator } from '../http/context';

/** The operator id recorded for callers that present ADMIN_TOKEN (the local stack). */
export const LOCAL_OPERATOR_ID = 'local-admin';

/**
 * An STS assumed-role ARN: `arn:<partition>:sts::<account>:assumed-role/<role name>/<session>`.
 * Role and session names use IAM's character set; the role name is what the operator lists name.
 */
const ASSUMED_ROLE_ARN = /^arn:aws[a-z-]*:sts::(\d{12}):assumed-role\/([\w+=,.@-]{1,64})\/([\w+=,.@-]{2,64})$/;

type Env = Record<string, string | undefined>;

/** The IAM identity API Gateway's IAM authorizer verified (payload v2 `requestContext.authorizer.iam`). */
interface IamIdentity {
  userArn?: unknown;
}

export interface AssumedRole {
  accountId: string;
  roleName: string;
}

/** The account and role name of an assumed-role ARN, or undefined for any other ARN (users, root, services). */
export function parseAssumedRoleArn(arn: unknown): AssumedRole | undefined {
  if (typeof arn !== 'string') return undefined;
  const match = ASSUMED_ROLE_ARN.exec(arn);
  return match ? { accountId: match[1]!, roleName: match[2]! } : undefined;
}

/** A comma-separated list of role names (ADMIN_OPERATOR_ROLES, ADMIN_CREDIT_ROLES); unset is empty. */
export function roleNames(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name.length > 0),
  );
}

function iamIdentity(event: ApiEvent): IamIdentity | undefined {
  const authorizer = (event.requestContext as { authorizer?: { iam?: IamIdentity | null } }).authorizer;
  return authorizer?.iam ?? undefined;
}

/**
 * An IAM caller is an operator only as an assumed role whose name ADMIN_OPERATOR_ROLES lists; the
 * signature itself was already checked by API Gateway. The role must also belong to the API's own
 * account (`requestContext.accountId`): HTTP APIs have no resource policy, so today no other
 * account's principal passes the authorizer, and a same-named role elsewhere stays out if that changes.
 */
function iamOperator(event: ApiEvent, identity: IamIdentity, env: Env): Operator {
  const role = parseAssumedRoleArn(identity.userArn);
  const sameAccount = role !== undefined && role.accountId === event.requestContext.accountId;
  if (role === undefined || !sameAccount || !roleNames(env.ADMIN_OPERATOR_ROLES).has(role.roleName)) {
    throw new AppError('permission_denied', 'This IAM identity is not an operator role of the admin API');
  }
  return {
    id: String(identity.userArn),
    mayCredit: config().sandbox || roleNames(env.ADMIN_CREDIT_ROLES).has(role.roleName),
  };
}

/** The key of the token digests below: made when the process starts, never known to a caller. */
const TOKEN_DIGEST_KEY = randomBytes(32);

const tokenDigest = (token: string): Buffer => createHmac('sha256', TOKEN_DIGEST_KEY).update(token, 'utf8').digest();

/**
 * Whether the presented token is ADMIN_TOKEN. Both are compared as HMAC-SHA256 digests, 32 bytes
 * each whatever was presented, so the comparison is constant-time over bytes and no token can make
 * the two lengths differ: a non-ASCII token has more UTF-8 bytes than characters, which a
 * comparison of the raw bytes after a check of the string lengths once met with a thrown
 * RangeError (a 500). An unset or empty ADMIN_TOKEN (as in AWS) matches nothing; a token longer
 * than any Authorization header is refused unread.
 */
export function adminTokenMatches(presented: string, expected: string | undefined): boolean {
  if (expected === undefined || expected.length === 0 || presented.length > AUTH_HEADER_LENGTH_MAX) return false;
  return timingSafeEqual(tokenDigest(presented), tokenDigest(expected));
}

/** Locally the caller presents ADMIN_TOKEN as a bearer token; anything else, malformed or not, is 401. */
function tokenOperator(event: ApiEvent, env: Env): Operator {
  const presented = header(event, 'authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!adminTokenMatches(presented, env.ADMIN_TOKEN)) throw new AppError('invalid_client', 'Admin token required');
  return { id: LOCAL_OPERATOR_ID, mayCredit: config().sandbox };
}

/**
 * Operators. In AWS the admin routes sit behind API Gateway's IAM authorizer and the event carries
 * the verified IAM identity, which must be one of the operator roles; locally the caller presents
 * ADMIN_TOKEN. Either way the operator is recorded on the request state for the operation.
 */
export function adminAuthMiddleware(env: Env = process.env): ApiMiddleware {
  return {
    before: async (request) => {
      const identity = iamIdentity(request.event);
      request.context.app.operator =
        identity !== undefined ? iamOperator(request.event, identity, env) : tokenOperator(request.event, env);
    },
  };
}
