import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** A Lambda context for handlers run in-process: enough for middy and our logging. */
export function lambdaContext(functionName: string): Context {
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 25_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function singleValued(entries: Iterable<[string, string]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of entries) values[name] = values[name] === undefined ? value : `${values[name]},${value}`;
  return values;
}

/** An HTTP API payload v2 event, shaped like API Gateway's (lower-case headers, joined repeats). */
export function httpApiEvent(
  request: IncomingMessage,
  url: URL,
  body: string,
  routeKey: string,
  pathParameters: Record<string, string>,
  receivedAtMs = Date.now(),
): APIGatewayProxyEventV2 {
  const headers: Array<[string, string]> = [];
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    headers.push([request.rawHeaders[index]!.toLowerCase(), request.rawHeaders[index + 1]!]);
  }
  const query = [...url.searchParams.entries()];
  // API Gateway stamps a request when it arrives, before its body is read or any handler runs.
  const nowMs = receivedAtMs;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers: singleValued(headers),
    ...(query.length > 0 ? { queryStringParameters: singleValued(query) } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: String(request.headers['user-agent'] ?? ''),
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date(nowMs).toISOString(),
      timeEpoch: nowMs,
    },
    body,
    isBase64Encoded: false,
  };
}
