import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import { REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';

/**
 * What the deployed sandbox's calls share (DESIGN 18, `/sandbox/v1`): the merchant's own API key,
 * deployed by `-c stage=sandbox` alone, the gateway (the simulator) as upstream. Each call that
 * names an object needs the permission that reads the merchant's transactions, and answers 404
 * `not_found` for an object that is not the caller's merchant's. They write only the request's own
 * records (rate limit, idempotency): the callback the simulator sends is applied by our consumer.
 */
export const SANDBOX_ROW = {
  method: 'POST',
  auth: 'client',
  sandboxOnly: true,
  usesGateway: true,
  idempotency: 'optional',
  tag: 'Sandbox',
  // SUSPENSE: the module of the suspense entries the waits read builds those keys (module
  // granularity, shared/http/table-writes.ts).
  tableWrites: { prefixes: [...REQUEST_WRITES, 'SUSPENSE'], deletes: true },
} as const satisfies Partial<RouteDefinition>;

/** The VA calls (pay, raw callback) also read the VA numbers' lookups for their ownership check. */
export const SANDBOX_VA_WRITES = { prefixes: [...REQUEST_WRITES, 'SUSPENSE', 'VANUM#'], deletes: true } as const;

/** The rows that act on a transaction or VA of the merchant's. */
export const SANDBOX_OBJECT_ROW = {
  ...SANDBOX_ROW,
  permission: TRANSACTIONS_READ_PERMISSION,
  errors: ['not_found', 'validation_failed', 'upstream_error'],
} as const satisfies Partial<RouteDefinition>;

/** How a sandbox payment call answers. */
export const SANDBOX_PAYMENT_RESPONSES = {
  200: {
    description:
      "Sent, and applied by the service's callback consumer (the answer waits up to 10 seconds): the transaction's status now",
    schema: 'SandboxPaymentResponse',
  },
} as const satisfies RouteDefinition['responses'];

export const SANDBOX_NOTE =
  'Sandbox only (`-c stage=sandbox` and the local stack): the gateway simulator sends the signed callback a real gateway would, ' +
  "and the answer waits until the service applied it. Only the caller's own merchant's objects: any other reference answers 404 `not_found`. ";
