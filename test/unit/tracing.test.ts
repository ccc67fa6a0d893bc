import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { CreatePlatformEndpointCommand, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { observedInvocation } from '../../shared/http/invocation';
import { setCorrelationId } from '../../shared/logger';
import { snsClient } from '../../shared/push/sns';
import { encryptSecret, setKmsClient } from '../../shared/secrets';
import { readSecretString, resetSecretsCacheForTests } from '../../shared/secrets-manager';
import { ddb, resetAwsClients, sqs } from '../../shared/store/aws';
import {
  annotatePartnerReff,
  inSubsegment,
  loadTracer,
  setTracingSdkLoaderForTests,
  traceClient,
  tracingEnabled,
} from '../../shared/tracing';
import type { Tracer } from '../../shared/tracing-sdk';
import { sendJson } from '../../shared/upstream/json-api';

/**
 * Traces (docs/ARCHITECTURE.md, section 11): off locally and in tests, where the tracer chunk is
 * never even imported; on in AWS, where every SDK client the service builds is captured and each
 * invocation is a subsegment with its annotations and its fetch calls under it. The "on" half runs
 * the real Tracer and X-Ray SDK in Lambda mode against a UDP socket standing in for the X-Ray daemon.
 */
const TRACING_KEYS = [
  'AWS_LAMBDA_FUNCTION_NAME',
  'AWS_EXECUTION_ENV',
  'LAMBDA_TASK_ROOT',
  '_X_AMZN_TRACE_ID',
  '_HANDLER',
  'AWS_XRAY_CONTEXT_MISSING',
  'AWS_XRAY_DAEMON_ADDRESS',
  'POWERTOOLS_TRACE_ENABLED',
  'STAGE',
  'SECRETS_KMS_KEY_ID',
] as const;
const savedEnv = Object.fromEntries(TRACING_KEYS.map((key) => [key, process.env[key]]));
const restoreEnv = (): void => {
  for (const key of TRACING_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
};

type TracingSdk = typeof import('../../shared/tracing-sdk');
const realSdk = (): Promise<TracingSdk> => import('../../shared/tracing-sdk');

const lambdaContext = { functionName: 'test-fn', awsRequestId: 'req-1' };

describe('whether tracing is on', () => {
  it.each([
    [{}, false],
    [{ AWS_LAMBDA_FUNCTION_NAME: 'Prod-Payments-Route-health' }, true],
    [{ _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1' }, true],
    [{ AWS_LAMBDA_FUNCTION_NAME: 'Prod-Payments-Route-health', POWERTOOLS_TRACE_ENABLED: 'false' }, false],
    [{ AWS_LAMBDA_FUNCTION_NAME: 'Prod-Payments-Route-health', POWERTOOLS_TRACE_ENABLED: 'FALSE' }, false],
  ])('%j: %s', (env, expected) => {
    expect(tracingEnabled(env)).toBe(expected);
  });
});

describe('tracing off (locally, in tests)', () => {
  const loader = jest.fn(realSdk);

  beforeEach(() => {
    restoreEnv();
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    delete process.env._X_AMZN_TRACE_ID;
    loader.mockClear();
    setTracingSdkLoaderForTests(loader);
    resetAwsClients();
  });
  afterAll(() => {
    setTracingSdkLoaderForTests(undefined);
    resetAwsClients();
    restoreEnv();
  });

  it('never imports the tracer: not when a handler is wrapped or invoked, a client built, a record traced or a partner_reff set', async () => {
    const handler = observedInvocation(async (event: { n: number }, _context?: unknown) => {
      setCorrelationId('reff-off');
      annotatePartnerReff('reff-off');
      const client = traceClient(new DynamoDBClient({ region: 'ap-southeast-3' }));
      return { doubled: event.n * 2, sameClient: client instanceof DynamoDBClient };
    });
    await expect(handler({ n: 21 }, lambdaContext)).resolves.toEqual({ doubled: 42, sameClient: true });
    ddb();
    await sqs();
    await expect(inSubsegment('### record', 'reff-off', async () => 'through')).resolves.toBe('through');
    expect(loadTracer()).toBeUndefined();
    expect(loader).not.toHaveBeenCalled();
  });

  it('passes errors through unchanged', async () => {
    const failure = new Error('the handler failed');
    await expect(observedInvocation(async () => Promise.reject(failure))()).rejects.toBe(failure);
    await expect(inSubsegment('### record', undefined, async () => Promise.reject(failure))).rejects.toBe(failure);
    expect(loader).not.toHaveBeenCalled();
  });
});

interface XrayDocument {
  name: string;
  id: string;
  parent_id?: string;
  trace_id?: string;
  annotations?: Record<string, unknown>;
  fault?: boolean;
  error?: boolean;
  cause?: { exceptions?: { message?: string }[] };
  http?: { request?: { url?: string; method?: string }; response?: { status?: number } };
  subsegments?: XrayDocument[];
}

/** Listeners told of each datagram the daemon stand-in receives. */
const arrivals = new Set<() => void>();

/** Every document and nested subsegment the daemon stand-in received, flattened. */
function flatten(documents: XrayDocument[]): XrayDocument[] {
  return documents.flatMap((document) => [document, ...flatten(document.subsegments ?? [])]);
}

describe('tracing on (in AWS)', () => {
  const TRACE_ROOT = '1-5759e988-bd862e3fe1be46a994272793';
  let daemon: Socket;
  let upstream: Server;
  let upstreamUrl: string;
  const received: XrayDocument[] = [];
  const tracers: Tracer[] = [];
  let captureSpy: { mock: { calls: unknown[][] } } | undefined;

  /** The real SDK, with a spy on the tracer's captureAWSv3Client from its creation on. */
  const spyingLoader = async (): Promise<TracingSdk> => {
    const sdk = await realSdk();
    return {
      ...sdk,
      createTracer: (serviceName: string) => {
        const tracer = sdk.createTracer(serviceName);
        // Spied through to the real capture, so the clients really are instrumented.
        captureSpy = jest.spyOn(tracer, 'captureAWSv3Client');
        tracers.push(tracer);
        return tracer;
      },
    };
  };

  beforeAll(async () => {
    daemon = createSocket('udp4');
    daemon.on('message', (message) => {
      // Each datagram: a JSON header line, then one segment document.
      const [, body] = message.toString('utf8').split('\n');
      if (body) received.push(JSON.parse(body) as XrayDocument);
      for (const listener of [...arrivals]) listener();
    });
    await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
    upstream = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
    );
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    Object.assign(process.env, {
      AWS_LAMBDA_FUNCTION_NAME: 'test-fn',
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
      // Lambda mode of the X-Ray SDK (its facade segment), read when the SDK is first imported.
      LAMBDA_TASK_ROOT: '/var/task',
      _X_AMZN_TRACE_ID: `Root=${TRACE_ROOT};Parent=53995c3f42cd8ad8;Sampled=1`,
      _HANDLER: 'index.handler',
      AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
      AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${daemon.address().port}`,
      STAGE: 'test',
    });
  });

  beforeEach(() => {
    captureSpy = undefined;
    tracers.length = 0;
    received.length = 0;
    setTracingSdkLoaderForTests(spyingLoader);
    resetAwsClients();
  });

  afterAll(async () => {
    setTracingSdkLoaderForTests(undefined);
    resetAwsClients();
    setKmsClient(undefined);
    resetSecretsCacheForTests();
    restoreEnv();
    daemon.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const captured = (): unknown[] => (captureSpy?.mock.calls ?? []).map((args) => args[0]);

  it('captures the DynamoDB and SQS clients of the store, a client built before the tracer arrived too', async () => {
    ddb(); // before the tracer is loaded: captured once it is
    await loadTracer();
    await sqs();
    expect(tracers).toHaveLength(1);
    expect(captured().map((client) => client?.constructor)).toEqual([DynamoDBClient, SQSClient]);
  });

  it('captures the SNS, KMS and Secrets Manager clients where they are built', async () => {
    const sns = mockClient(SNSClient);
    const kms = mockClient(KMSClient);
    const secrets = mockClient(SecretsManagerClient);
    try {
      sns
        .on(CreatePlatformEndpointCommand)
        .resolves({ EndpointArn: 'arn:aws:sns:ap-southeast-3:0:endpoint/x' })
        .on(PublishCommand)
        .resolves({});
      kms.on(EncryptCommand).resolves({ CiphertextBlob: new Uint8Array([1, 2, 3]) });
      secrets.on(GetSecretValueCommand).resolves({ SecretString: 'value' });
      process.env.SECRETS_KMS_KEY_ID = 'key-id';
      setKmsClient(undefined);
      resetSecretsCacheForTests();
      await loadTracer();

      await snsClient('ap-southeast-3').send(new PublishCommand({ TargetArn: 'arn', Message: 'hi' }));
      await encryptSecret('a-client-secret-0123456789abcdef', 'cl_trace');
      await readSecretString('arn:aws:secretsmanager:ap-southeast-3:0:secret:s');

      expect(captured().map((client) => client?.constructor)).toEqual([SNSClient, KMSClient, SecretsManagerClient]);
    } finally {
      sns.restore();
      kms.restore();
      secrets.restore();
      delete process.env.SECRETS_KMS_KEY_ID;
    }
  });

  it('records an invocation as the handler subsegment, annotated, with its fetch call under it', async () => {
    const handler = observedInvocation(async (_event: unknown, _context?: unknown) => {
      setCorrelationId('reff-traced');
      const answer = await sendJson({ baseUrl: upstreamUrl, apiKey: 'k', timeoutMs: 2000 }, 'GET', '/v1/ping');
      return answer.status;
    });
    await expect(handler({}, lambdaContext)).resolves.toBe(200);

    const handlerSegment = await eventually(() =>
      flatten(received).find((document) => document.name === '## index.handler'),
    );
    const call = await eventually(() =>
      flatten(received).find((document) => document.http?.request?.url === 'http://127.0.0.1/v1/ping'),
    );
    expect(handlerSegment.trace_id).toBe(TRACE_ROOT);
    expect(handlerSegment.annotations).toEqual({
      ColdStart: expect.any(Boolean),
      Service: 'merchant-payments',
      stage: 'test',
      partner_reff: 'reff-traced',
    });
    // X-Ray records the host without its port.
    expect(call).toMatchObject({ name: '127.0.0.1', http: { request: { method: 'GET' }, response: { status: 200 } } });
    // Streamed on its own it names its parent; sent inside the handler's document it is one of its subsegments.
    const underHandler =
      call.parent_id === handlerSegment.id || (handlerSegment.subsegments ?? []).some((child) => child.id === call.id);
    expect(underHandler).toBe(true);
  });

  it('records a failed invocation with its error, redacted, and rethrows it unchanged', async () => {
    const failure = new Error('gateway refused Bearer sk_live_0123456789abcdefghijklmnop');
    await expect(
      observedInvocation(async (_event: unknown, _context?: unknown) => Promise.reject(failure))({}, lambdaContext),
    ).rejects.toBe(failure);
    const handlerSegment = await eventually(() =>
      flatten(received).find((document) => document.name === '## index.handler'),
    );
    expect(handlerSegment.fault || handlerSegment.error).toBe(true);
    const messages = JSON.stringify(handlerSegment.cause);
    expect(messages).toContain('gateway refused');
    expect(messages).not.toContain('sk_live_0123456789abcdefghijklmnop');
  });

  it('runs a record in its own subsegment with its partner_reff, returning its result or rethrowing its error', async () => {
    await loadTracer();
    await expect(inSubsegment('### test record', 'reff-record', async () => 'result')).resolves.toBe('result');
    const failure = new Error('record failed');
    await expect(inSubsegment('### test record', 'reff-failed', async () => Promise.reject(failure))).rejects.toBe(
      failure,
    );
    const records = await eventually(() => {
      const found = flatten(received).filter((document) => document.name === '### test record');
      return found.length === 2 ? found : undefined;
    });
    expect(
      records.map((record) => [record.annotations?.partner_reff, record.fault === true || record.error === true]),
    ).toEqual(
      expect.arrayContaining([
        ['reff-record', false],
        ['reff-failed', true],
      ]),
    );
  });
});

/**
 * What `find` finds, now or once a later datagram makes it findable (the daemon stand-in receives
 * them asynchronously). Checked on each arrival, never by polling; one that never comes fails the
 * test at its timeout.
 */
function eventually<T>(find: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const found = find();
      if (found === undefined) return false;
      arrivals.delete(listener);
      resolve(found);
      return true;
    };
    const listener = (): void => void check();
    if (!check()) arrivals.add(listener);
  });
}
