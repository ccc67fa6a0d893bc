import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { MiddlewareObj, Request } from '@middy/core';
import type { Clock } from '../clock';
import type { Operator } from '../domain/operator';
import type { ClientRecord } from '../store/clients';
import type { IdempotencyClaim, IdempotencyRecord, StoredResponse } from '../store/idempotency';
import type { MerchantReads, PrefetchedRequest } from '../store/request-reads';
import type { RouteDefinition } from './route';

import type { DashboardUser, Membership } from '../domain/members';

/** What the middleware stack learns about a request, handed to the operation. */
export interface RequestState {
  route: RouteDefinition;
  clock: Clock;
  /** When the request reached the API (API Gateway's requestContext.timeEpoch), on the service clock. */
  arrivedAtMs: number;
  sourceIp: string;
  rawBody: string;
  responseHeaders: Record<string, string>;
  client?: ClientRecord;
  /** The request's one read (client, merchant records, idempotency record), started before the rate-limit write so the two round trips overlap. */
  pendingReads?: Promise<PrefetchedRequest>;
  /** Merchant records for the operation: what that read fetched, else read when asked. */
  reads: MerchantReads;
  /** The idempotency record that read found for the key sent (null: none), when one was sent. */
  idempotencyRecord?: IdempotencyRecord | null;
  body?: unknown;
  query?: unknown;
  params?: unknown;
  idempotency?: IdempotencyClaim;
  replay?: StoredResponse;
  /** The signed-in dashboard user, and the merchant it acts on with its role there (user auth middleware). */
  user?: DashboardUser;
  memberships?: Membership[];
  membership?: Membership;
  /** The operator calling an admin route, set by the admin auth middleware. */
  operator?: Operator;
  /** The gateway callback route: the X-Gateway-Signature the middleware verified, queued with the body. */
  gatewaySignature?: string;
}

export type { Operator } from '../domain/operator';

export interface AppContext extends Context {
  app: RequestState;
}

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiRequest = Request<ApiEvent, ApiResult, Error, AppContext>;
export type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, AppContext>;

/** An operation's answer before serialisation. */
export interface OperationResult {
  statusCode: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** API Gateway lower-cases header names; the local server does the same. */
export function header(event: ApiEvent, name: string): string | undefined {
  return event.headers?.[name.toLowerCase()];
}
