import type { Context } from 'aws-lambda';
import { AppError } from '../../shared/errors';
import type { ApiEvent, ApiRequest, Operator } from '../../shared/http/context';
import fc from 'fast-check';
import {
  adminAuthMiddleware,
  adminTokenMatches,
  LOCAL_OPERATOR_ID,
  parseAssumedRoleArn,
  roleNames,
} from '../../shared/middleware/admin-auth';
import { loadRouteHandler } from '../support/harness';

const ACCOUNT = '123456789012';
const OTHER_ACCOUNT = '210987654321';
const ADMIN_TOKEN = 'unit-admin-token';
const ENV = {
  ADMIN_OPERATOR_ROLES: 'PaymentServiceOperator, PaymentServiceTreasury',
  ADMIN_CREDIT_ROLES: 'PaymentServiceTreasury',
};

const assumedRole = (role: string, account = ACCOUNT): string =>
  `arn:aws:sts::${account}:assumed-role/${role}/alice@example.com`;

/** An HTTP API v2 event as API Gateway's IAM authorizer hands it over (identity verified, SigV4 already checked). */
function adminEvent(options: { userArn?: unknown; authorization?: string; iam?: 'absent' | 'null' } = {}): ApiEvent {
  const iam =
    options.iam === 'absent'
      ? undefined
      : options.iam === 'null'
        ? null
        : {
            accessKey: 'ASIAEXAMPLE',
            accountId: ACCOUNT,
            callerId: 'AROAEXAMPLE:alice@example.com',
            cognitoIdentity: null,
            principalOrgId: null,
            userArn: options.userArn,
            userId: 'AROAEXAMPLE:alice@example.com',
          };
  return {
    version: '2.0',
    routeKey: 'GET /admin/v1/audit',
    rawPath: '/admin/v1/audit',
    rawQueryString: '',
    headers: options.authorization === undefined ? {} : { authorization: options.authorization },
    requestContext: {
      accountId: ACCOUNT,
      apiId: 'unit',
      domainName: 'unit.local',
      domainPrefix: 'unit',
      http: {
        method: 'GET',
        path: '/admin/v1/audit',
        protocol: 'HTTP/1.1',
        sourceIp: '198.51.100.7',
        userAgent: 'jest',
      },
      requestId: 'req-1',
      routeKey: 'GET /admin/v1/audit',
      stage: '$default',
      time: '01/Jan/2026:00:00:00 +0000',
      timeEpoch: 0,
      ...(iam === undefined ? {} : { authorizer: { iam } }),
    },
    isBase64Encoded: false,
  };
}

/** Runs the middleware on the event; the operator it records, or the AppError it throws. */
async function authenticate(
  event: ApiEvent,
  env: Record<string, string | undefined> = ENV,
): Promise<Operator | AppError> {
  const request = { event, context: { app: {} } } as unknown as ApiRequest;
  try {
    await adminAuthMiddleware(env).before!(request);
    return request.context.app.operator!;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** Runs `body` with SANDBOX set to `sandbox`, then restores the test run's configuration. */
async function withSandbox<T>(sandbox: '0' | '1', body: () => Promise<T>): Promise<T> {
  const saved = process.env.SANDBOX;
  process.env.SANDBOX = sandbox;
  try {
    return await body();
  } finally {
    process.env.SANDBOX = saved;
  }
}

describe('parseAssumedRoleArn', () => {
  it.each([
    [
      `arn:aws:sts::${ACCOUNT}:assumed-role/PaymentServiceOperator/alice`,
      { accountId: ACCOUNT, roleName: 'PaymentServiceOperator' },
    ],
    [
      `arn:aws-cn:sts::${ACCOUNT}:assumed-role/Ops+Team=1,x.y@z-_/session-1`,
      { accountId: ACCOUNT, roleName: 'Ops+Team=1,x.y@z-_' },
    ],
  ])('reads the account and role name of %s', (arn, expected) => {
    expect(parseAssumedRoleArn(arn)).toEqual(expected);
  });

  it.each([
    ['an IAM user', `arn:aws:iam::${ACCOUNT}:user/alice`],
    ['the account root', `arn:aws:iam::${ACCOUNT}:root`],
    ['a role ARN (not a session)', `arn:aws:iam::${ACCOUNT}:role/PaymentServiceOperator`],
    ['a federated user', `arn:aws:sts::${ACCOUNT}:federated-user/alice`],
    ['no session name', `arn:aws:sts::${ACCOUNT}:assumed-role/PaymentServiceOperator`],
    ['an extra path segment', `arn:aws:sts::${ACCOUNT}:assumed-role/PaymentServiceOperator/alice/extra`],
    ['a short account id', 'arn:aws:sts::1234:assumed-role/PaymentServiceOperator/alice'],
    ['a trailing newline', `arn:aws:sts::${ACCOUNT}:assumed-role/PaymentServiceOperator/alice\n`],
    ['an empty string', ''],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuses %s', (_label, arn) => {
    expect(parseAssumedRoleArn(arn)).toBeUndefined();
  });
});

describe('roleNames', () => {
  it('splits a comma-separated list, trimming blanks', () => {
    expect([...roleNames(' A, B ,,C ')]).toEqual(['A', 'B', 'C']);
    expect(roleNames(undefined).size).toBe(0);
    expect(roleNames('').size).toBe(0);
  });
});

describe('admin auth with an IAM identity (AWS)', () => {
  it('accepts an operator role and records the caller ARN as the operator', async () => {
    const operator = await withSandbox('0', () =>
      authenticate(adminEvent({ userArn: assumedRole('PaymentServiceOperator') })),
    );
    expect(operator).toEqual({ id: assumedRole('PaymentServiceOperator'), mayCredit: false });
  });

  it('lets a credit role credit outside sandbox mode', async () => {
    const operator = await withSandbox('0', () =>
      authenticate(adminEvent({ userArn: assumedRole('PaymentServiceTreasury') })),
    );
    expect(operator).toEqual({ id: assumedRole('PaymentServiceTreasury'), mayCredit: true });
  });

  it('lets any operator role credit in sandbox mode', async () => {
    const operator = await withSandbox('1', () =>
      authenticate(adminEvent({ userArn: assumedRole('PaymentServiceOperator') })),
    );
    expect(operator).toEqual({ id: assumedRole('PaymentServiceOperator'), mayCredit: true });
  });

  it.each([
    ['another role of the account', assumedRole('DeveloperAccess')],
    ['an operator role name of another account', assumedRole('PaymentServiceOperator', OTHER_ACCOUNT)],
    ['a role whose name only starts like an operator role', assumedRole('PaymentServiceOperatorX')],
    ['an IAM user', `arn:aws:iam::${ACCOUNT}:user/PaymentServiceOperator`],
    ['the account root', `arn:aws:iam::${ACCOUNT}:root`],
    ['a malformed ARN', 'arn:aws:sts::not-an-account:assumed-role//'],
    ['no caller ARN', undefined],
  ])('answers 403 permission_denied for %s', async (_label, userArn) => {
    const error = await authenticate(adminEvent({ userArn }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'permission_denied', statusCode: 403 });
  });

  it('admits nobody when no operator roles are configured', async () => {
    const error = await authenticate(adminEvent({ userArn: assumedRole('PaymentServiceOperator') }), {});
    expect(error).toMatchObject({ code: 'permission_denied', statusCode: 403 });
  });

  it('ignores an admin token next to an IAM identity: the IAM identity decides', async () => {
    const error = await authenticate(
      adminEvent({ userArn: assumedRole('DeveloperAccess'), authorization: `Bearer ${ADMIN_TOKEN}` }),
      { ...ENV, ADMIN_TOKEN },
    );
    expect(error).toMatchObject({ code: 'permission_denied' });
  });

  it('answers a refused IAM caller with the error envelope through the real admin handler', async () => {
    const handler = await loadRouteHandler('adminAudit');
    const result = await handler(adminEvent({ userArn: assumedRole('DeveloperAccess') }), {
      awsRequestId: 'unit',
    } as Context);
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(String(result.body))).toEqual({
      ok: false,
      error: 'permission_denied',
      message: expect.any(String),
    });
  });
});

describe('admin auth with the admin token (local stack)', () => {
  const LOCAL_ENV = { ...ENV, ADMIN_TOKEN };

  it.each([
    ['no identity', 'absent'],
    ['a null IAM identity', 'null'],
  ] as const)('accepts the token with %s and records local-admin', async (_label, iam) => {
    const operator = await withSandbox('1', () =>
      authenticate(adminEvent({ iam, authorization: `Bearer ${ADMIN_TOKEN}` }), LOCAL_ENV),
    );
    expect(operator).toEqual({ id: LOCAL_OPERATOR_ID, mayCredit: true });
  });

  it('lets local-admin credit only in sandbox mode', async () => {
    const operator = await withSandbox('0', () =>
      authenticate(adminEvent({ iam: 'absent', authorization: `Bearer ${ADMIN_TOKEN}` }), LOCAL_ENV),
    );
    expect(operator).toEqual({ id: LOCAL_OPERATOR_ID, mayCredit: false });
  });

  it.each([
    ['no identity and no token', undefined, LOCAL_ENV],
    ['a wrong token', 'Bearer not-the-admin-token', LOCAL_ENV],
    ['a token of the right length but wrong', `Bearer ${'x'.repeat(ADMIN_TOKEN.length)}`, LOCAL_ENV],
    ['a token while ADMIN_TOKEN is unset (as in AWS)', `Bearer ${ADMIN_TOKEN}`, ENV],
  ])('answers 401 invalid_client for %s', async (_label, authorization, env) => {
    const error = await authenticate(adminEvent({ iam: 'absent', authorization }), env);
    expect(error).toMatchObject({ code: 'invalid_client', statusCode: 401 });
  });

  // Each of these once met a byte comparison after a check of the string lengths: a 500.
  it.each([
    ['a non-ASCII token as long as the token in characters', `${ADMIN_TOKEN.slice(0, -1)}é`],
    ['an emoji as long as the token in UTF-16 units', `${ADMIN_TOKEN.slice(0, -2)}😀`],
    ['a lone surrogate', `${ADMIN_TOKEN.slice(0, -1)}\ud800`],
    ['only non-ASCII characters', 'é'.repeat(ADMIN_TOKEN.length)],
    ['an empty token', ''],
    ['a very long token', 'x'.repeat(100_000)],
    ['the token with trailing whitespace', `${ADMIN_TOKEN} `],
  ])('answers 401 invalid_client for a malformed token: %s', async (_label, token) => {
    const error = await authenticate(adminEvent({ iam: 'absent', authorization: `Bearer ${token}` }), LOCAL_ENV);
    expect(error).toMatchObject({ code: 'invalid_client', statusCode: 401 });
  });

  it('answers 401 invalid_client, never anything else, for any header other than the token (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 64 }), async (presented) => {
        fc.pre(presented !== `Bearer ${ADMIN_TOKEN}` && presented !== ADMIN_TOKEN);
        const error = await authenticate(adminEvent({ iam: 'absent', authorization: presented }), LOCAL_ENV);
        expect(error).toMatchObject({ code: 'invalid_client', statusCode: 401 });
      }),
      // Each refusal builds an error whose stack jest maps through source maps (~60 ms): fewer runs.
      { numRuns: 25 },
    );
  });
});

describe('adminTokenMatches', () => {
  it('matches the token itself only', () => {
    expect(adminTokenMatches(ADMIN_TOKEN, ADMIN_TOKEN)).toBe(true);
    expect(adminTokenMatches('é'.repeat(8), 'é'.repeat(8))).toBe(true);
    expect(adminTokenMatches(`${ADMIN_TOKEN}x`, ADMIN_TOKEN)).toBe(false);
    expect(adminTokenMatches(ADMIN_TOKEN.slice(0, -1), ADMIN_TOKEN)).toBe(false);
  });

  it('matches nothing while ADMIN_TOKEN is unset or empty, not even an empty token', () => {
    expect(adminTokenMatches('', undefined)).toBe(false);
    expect(adminTokenMatches('', '')).toBe(false);
    expect(adminTokenMatches(ADMIN_TOKEN, undefined)).toBe(false);
  });

  it('answers false, never throws, for any two different strings (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary', minLength: 1 }), (presented, expected) => {
        fc.pre(presented !== expected);
        expect(adminTokenMatches(presented, expected)).toBe(false);
      }),
    );
  });
});
